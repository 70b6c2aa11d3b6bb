import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './create-mail-transport';

export type TSmtpState = 'local' | 'unchecked' | 'ok' | 'failed';

export interface SmtpFailure {
  code: string | undefined;
  message: string;
  at: Date;
}

/** nodemailer's codes for "could not reach or log in to the server": the instance's fault, never the mail's. */
const UNREACHABLE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/** A failure to reach the SMTP server (no answer from it about this message), so retrying elsewhere may succeed. */
export function isSmtpUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, command } = error as Error & { code?: string; command?: string };
  return command === 'CONN' || (code !== undefined && UNREACHABLE_CODES.has(code));
}

function failureOf(error: unknown): SmtpFailure {
  const code = error instanceof Error ? (error as Error & { code?: string }).code : undefined;
  return { code, message: error instanceof Error ? error.message : String(error), at: new Date() };
}

/**
 * Whether this instance can reach its SMTP server: asked of the server (`verify`: connect, greet,
 * log in) at start, again when readiness asks after `recheckMs`, and every `recheckMs` while it
 * fails; a delivery that cannot connect marks it failed at once. While it fails the instance does
 * not claim mail (context.ts), so the outbox waits for an instance that can send it.
 */
export class SmtpStatus {
  #state: TSmtpState;
  #checkedAt: Date | undefined;
  #lastFailure: SmtpFailure | undefined;
  #checking: Promise<TSmtpState> | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly transport: Pick<MailTransport, 'verify'> | null,
    private readonly log: FastifyBaseLogger,
    private readonly recheckMs = 30_000,
  ) {
    this.#state = transport ? 'unchecked' : 'local';
  }

  /** False only when the last word about the server was a failure; an unchecked server is tried. */
  get canDeliver(): boolean {
    return this.#state === 'ok' || this.#state === 'unchecked';
  }

  get state(): TSmtpState {
    return this.#state;
  }

  snapshot(): { state: TSmtpState; checkedAt: Date | undefined; lastFailure: SmtpFailure | undefined } {
    return { state: this.#state, checkedAt: this.#checkedAt, lastFailure: this.#lastFailure };
  }

  start(): void {
    if (!this.transport || this.#timer) return;
    void this.check();
    this.#timer = setInterval(() => {
      if (this.#state === 'failed') void this.check();
    }, this.recheckMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#checking;
  }

  /** The state, asked of the server again when the last answer is older than `recheckMs`. */
  async current(): Promise<TSmtpState> {
    const isStale = !this.#checkedAt || Date.now() - this.#checkedAt.getTime() >= this.recheckMs;
    return this.transport && isStale ? this.check() : this.#state;
  }

  check(): Promise<TSmtpState> {
    const transport = this.transport;
    if (!transport) return Promise.resolve(this.#state);
    this.#checking ??= transport
      .verify()
      .then(
        () => this.reportReached(),
        (error: unknown) => this.reportUnreachable(error),
      )
      .then(() => this.#state)
      .finally(() => {
        this.#checking = undefined;
      });
    return this.#checking;
  }

  reportReached(): void {
    this.#checkedAt = new Date();
    if (this.#state === 'failed') this.log.info('SMTP server reachable again; this instance sends mail');
    this.#state = 'ok';
  }

  reportUnreachable(error: unknown): void {
    this.#checkedAt = new Date();
    this.#lastFailure = failureOf(error);
    if (this.#state !== 'failed') {
      this.log.warn(
        { code: this.#lastFailure.code, error: this.#lastFailure.message },
        'SMTP server unreachable; this instance leaves mail to others until it can reach it',
      );
    }
    this.#state = 'failed';
  }

  /** A message the server refused: the server answers, so the state stays; the failure is the latest one. */
  reportRefused(error: unknown): void {
    this.#lastFailure = failureOf(error);
  }
}
