import { INVITATION_TTL_MS, type Language, type StaffRole } from '@pizza/shared';

import { renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

/*
 * The invitation mail (docs/product/staff-accounts.md). The shop does not know the new member's
 * language yet, so the mail says everything in both: first in the language of the owner who
 * invited (most likely the shop's), then in the other.
 */

const hours = Math.round(INVITATION_TTL_MS / 3_600_000);

interface InviteCopy {
  subject: string;
  title: string;
  body(inviter: string, role: string): string;
  steps: string;
  button: string;
  footnote: string;
  roles: Record<StaffRole, string>;
}

const COPY: Record<Language, InviteCopy> = {
  en: {
    subject: 'You are invited to the Pizza Point staff',
    title: 'Join the Pizza Point staff',
    body: (inviter, role) => `${inviter} invited you to the Pizza Point dashboard as ${role}.`,
    steps: `Choose your password through the link below (valid for ${hours} hours, once). Then sign in on the staff sign-in page with your e-mail, your password and the code we e-mail you.`,
    button: 'Choose your password',
    footnote: 'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.',
    roles: { OWNER: 'an owner', MANAGER: 'a manager', KITCHEN: 'kitchen staff', COURIER: 'a courier' },
  },
  hu: {
    subject: 'Meghívó a Pizza Point csapatába',
    title: 'Csatlakozzon a Pizza Point csapatához',
    body: (inviter, role) => `${inviter} meghívta Önt a Pizza Point kezelőfelületére, szerepkör: ${role}.`,
    steps: `Az alábbi linken állítsa be a jelszavát (${hours} óráig érvényes, egyszer használható). Utána a munkatársi bejelentkező oldalon lépjen be az e-mail-címével, a jelszavával és az e-mailben kapott kóddal.`,
    button: 'Jelszó beállítása',
    footnote: 'Ha nem várt meghívót, hagyja figyelmen kívül ezt az e-mailt: a link nélkül semmi sem történik.',
    roles: { OWNER: 'tulajdonos', MANAGER: 'üzletvezető', KITCHEN: 'konyha', COURIER: 'futár' },
  },
};

export interface InvitationMail {
  to: string;
  inviterName: string;
  role: StaffRole;
  /** `${publicUrl}/admin/join#<token>`: in the fragment, the token never reaches an access log. */
  link: string;
  /** The inviting owner's language goes first. */
  language: Language;
}

export function invitationEmail({ to, inviterName, role, link, language }: InvitationMail): MailMessage {
  const first = COPY[language];
  const second = COPY[language === 'hu' ? 'en' : 'hu'];
  return {
    to,
    subject: `${first.subject} / ${second.subject}`,
    ...renderMail({
      title: `${first.title} / ${second.title}`,
      paragraphs: [first.body(inviterName, first.roles[role]), first.steps, second.body(inviterName, second.roles[role]), second.steps],
      button: { label: `${first.button} / ${second.button}`, url: link },
      footnote: `${first.footnote} ${second.footnote}`,
      language,
    }),
  };
}
