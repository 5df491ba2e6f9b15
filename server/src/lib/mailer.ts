import nodemailer, { type Transporter } from 'nodemailer';

import type { Config } from '../config/env';
import { AppError } from './errors';
import type { Logger } from './logger';

/** A file sent with a mail (the daily close's CSV); kept as given in the captured mailbox. */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** An attachment as the mailbox keeps it: text (UTF-8, a BOM kept) or, for other types, base64. */
export interface CapturedAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

export interface CapturedMail extends Omit<MailMessage, 'attachments'> {
  /** ISO instant. */
  sentAt: string;
  attachments?: CapturedAttachment[];
}

/** Mail captured in-process (local profile, and NODE_ENV=test), newest first; what `GET /dev/mailbox` lists. */
export interface Mailbox {
  list(): CapturedMail[];
  clear(): void;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Present only when mail is captured instead of sent. */
  readonly mailbox?: Mailbox;
}

type MailerConfig = Pick<Config, 'profile' | 'nodeEnv' | 'smtpUrl' | 'mailFrom'>;

/** Enough for any test run or a morning of clicking around; older mail falls off the end. */
const MAILBOX_CAPACITY = 200;

/** The local profile and NODE_ENV=test never send real mail, whatever SMTP_URL says. */
export function capturesMail(config: Pick<Config, 'profile' | 'nodeEnv'>): boolean {
  return config.profile === 'local' || config.nodeEnv === 'test';
}

/** Text stays readable in `GET /dev/mailbox` and tests; anything else is kept as base64. */
function captured({ filename, contentType, content }: MailAttachment): CapturedAttachment {
  if (typeof content === 'string') return { filename, contentType, content };
  return contentType.startsWith('text/')
    ? { filename, contentType, content: content.toString('utf8') }
    : { filename, contentType, content: content.toString('base64'), encoding: 'base64' };
}

function createMailbox(): Mailbox & { add(mail: CapturedMail): void } {
  let mails: CapturedMail[] = [];
  return {
    list: () => [...mails],
    clear: () => {
      mails = [];
    },
    add: (mail) => {
      mails = [mail, ...mails].slice(0, MAILBOX_CAPACITY);
    },
  };
}

/**
 * Captured mail still goes through nodemailer (its JSON transport), so addresses and headers are
 * built exactly as for SMTP; only the hand-over to a server is left out.
 */
function capturingMailer(config: MailerConfig): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const mailbox = createMailbox();
  return {
    mailbox,
    async send(message) {
      const { attachments, ...rest } = message;
      // Kept before sending: nodemailer rewrites the attachments it is given (content to base64).
      const kept = attachments?.map(captured);
      await transport.sendMail({
        from: config.mailFrom,
        ...rest,
        ...(attachments ? { attachments: attachments.map((file) => ({ ...file })) } : {}),
      });
      mailbox.add({ ...rest, sentAt: new Date().toISOString(), ...(kept ? { attachments: kept } : {}) });
    },
  };
}

function smtpMailer(config: MailerConfig, logger: Logger): Mailer {
  const transport: Transporter | undefined = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  if (!transport) logger.warn('SMTP_URL is not set: staff sign-in codes and password reset links cannot be e-mailed');
  return {
    async send(message) {
      if (!transport) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'E-mail is not configured on this server.');
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
  };
}

/** One per app, built by the composition root and shared by every feature and by `/dev/mailbox`. */
export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  return capturesMail(config) ? capturingMailer(config) : smtpMailer(config, logger);
}
