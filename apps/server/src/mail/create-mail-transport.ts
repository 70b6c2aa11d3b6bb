import nodemailer, { type Transporter } from 'nodemailer';
import type { TEnv } from '../config/env';

export type MailTransport = Transporter;

/** Bounded waits: a hanging SMTP server must fail the attempt (and retry later), not hold a worker for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP transport from `SMTP_URL`, or null in the embedded default, where mail stays in the local outbox. */
export function createMailTransport(env: Pick<TEnv, 'SMTP_URL'>): MailTransport | null {
  if (!env.SMTP_URL) return null;
  return nodemailer.createTransport({ url: env.SMTP_URL, ...TIMEOUTS });
}
