import nodemailer from 'nodemailer';
import type { Locale } from '../http/i18n.ts';
import type { EmailMessage, EmailSender } from './messaging.ts';
import { ProviderError } from '../http/provider-error.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** implicit: TLS from the first byte (port 465); starttls: upgrade required (587); none: plain (a local relay only). */
  tls: 'implicit' | 'starttls' | 'none';
  user: string | undefined;
  password: string | undefined;
  /** The From header, e.g. "Hadaf <no-reply@hadaf.example>". */
  from: string;
  replyTo: string | undefined;
  /** Tries of one message in all when the server answers 4xx or the connection fails (then it is reported). */
  attempts: number;
  /** Wait before the first retry; doubled before each next one. */
  retryDelayMs: number;
}

interface SmtpFailure extends Error {
  code?: string;
  responseCode?: number;
  command?: string;
}

/** Connection-level failures worth another try (nodemailer's codes); anything else without a reply code is not. */
const transientCodes = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']);

const isTemporary = (error: SmtpFailure) =>
  error.responseCode !== undefined ? error.responseCode >= 400 && error.responseCode < 500 : transientCodes.has(error.code ?? '');

/** A 5xx to RCPT TO is about the address itself (no such mailbox, bad domain): the fan's input. */
const isRecipientRefusal = (error: SmtpFailure) => error.responseCode !== undefined && error.responseCode >= 500 && (error.command === 'RCPT TO' || error.code === 'EENVELOPE');

/** Callers that do not say the language (reminder e-mails stored as text) are told apart by their Arabic letters. */
export const localeOfText = (text: string): Locale => (/[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** The HTML part: the same words, right-to-left for Arabic, links clickable, one paragraph per blank-line block. */
export function htmlOf(message: EmailMessage, locale: Locale): string {
  const paragraphs = message.body
    .split(/\n{2,}/)
    .map((block) => escapeHtml(block).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>'))
    .map((block) => `<p>${block}</p>`)
    .join('\n');
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>\n<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>\n<body dir="${dir}" style="font-family: Cairo, Tahoma, Arial, sans-serif; line-height: 1.6">\n${paragraphs}\n</body></html>`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** E-mail through any SMTP server (a provider's relay: SES, Mailgun, Postmark, a company's own), via nodemailer. */
export function smtpEmail(settings: SmtpSettings): EmailSender {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.tls === 'implicit',
    requireTLS: settings.tls === 'starttls',
    ignoreTLS: settings.tls === 'none',
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // nodemailer logs nothing unless asked: credentials and bodies stay out of the logs.
    logger: false,
  });
  return {
    sandbox: false,
    async send(message) {
      const locale = message.locale ?? localeOfText(message.subject + message.body);
      const mail = {
        from: settings.from,
        replyTo: settings.replyTo,
        to: message.to,
        subject: message.subject,
        text: message.body,
        html: htmlOf(message, locale),
        headers: { 'Content-Language': locale },
      };
      for (let attempt = 1; ; attempt += 1) {
        try {
          await transport.sendMail(mail);
          return;
        } catch (caught) {
          const error = caught as SmtpFailure;
          const what = `SMTP ${error.responseCode ?? error.code ?? 'failure'}${error.command ? ` at ${error.command}` : ''}`;
          if (isTemporary(error) && attempt < settings.attempts) {
            await wait(settings.retryDelayMs * 2 ** (attempt - 1));
            continue;
          }
          if (isRecipientRefusal(error)) throw new ProviderError('email', 'recipient', `${what}: the recipient was refused`);
          throw new ProviderError('email', 'provider', isTemporary(error) ? `${what}: still failing after ${attempt} attempts` : `${what}: refused`);
        }
      }
    },
  };
}
