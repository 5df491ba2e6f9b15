import { RESET_TOKEN_TTL_MS, STAFF_CODE_TTL_MS } from '@pizza/shared';

import { renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

const minutes = (ms: number) => Math.round(ms / 60_000);

export function staffCodeEmail(to: string, code: string): MailMessage {
  const subject = 'Your Pizza Point staff sign-in code';
  return {
    to,
    subject,
    ...renderMail({
      title: 'Your staff sign-in code',
      paragraphs: [
        `Enter this code on the staff sign-in page. It is valid for ${minutes(STAFF_CODE_TTL_MS)} minutes and can be used once.`,
      ],
      highlight: code,
      footnote: 'If you did not just sign in to the Pizza Point dashboard, someone knows your password: change it now.',
    }),
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Pizza Point password',
    ...renderMail({
      title: 'Reset your password',
      paragraphs: [
        'Someone (hopefully you) asked to reset the password of your Pizza Point account.',
        `The link below is valid for ${minutes(RESET_TOKEN_TTL_MS)} minutes and works once.`,
      ],
      button: { label: 'Choose a new password', url: link },
      footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    }),
  };
}
