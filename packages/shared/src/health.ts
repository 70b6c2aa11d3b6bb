import { z } from 'zod';

export const ZHealth = z.object({ status: z.literal('ok') });

/**
 * Database and storage decide readiness. Mail is reported but does not: the SMTP server is shared,
 * so its outage would take every instance out of the balancer (docs/decisions/070).
 */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    storage: z.enum(['ok', 'failed']),
    mail: z.enum(['ok', 'failed', 'unchecked', 'local']),
  }),
});

export type TReadiness = z.infer<typeof ZReadiness>;

const ZFailure = z.object({ code: z.string().nullable(), message: z.string(), at: z.string().nullable() });

/** What the operator reads at /api/status (behind METRICS_TOKEN): readiness with its reasons, and the mail's health. */
export const ZOperatorStatus = z.object({
  instanceId: z.string(),
  readiness: ZReadiness,
  storage: z.object({
    kind: z.enum(['disk', 's3']),
    where: z.record(z.string(), z.string()),
    failure: ZFailure.nullable(),
  }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), failure: ZFailure.nullable() }),
  mail: z.object({
    /** This instance's SMTP server: `local` keeps mail in the local outbox. */
    smtp: z.enum(['ok', 'failed', 'unchecked', 'local']),
    smtpCheckedAt: z.string().nullable(),
    /** This instance's latest failure to deliver, or the latest recorded on a mail still waiting. */
    lastDeliveryError: ZFailure.nullable(),
    /** Mails waiting to be sent (held ones included), the oldest one's age, held after a restore, given up. */
    waiting: z.number().int(),
    oldestWaitingSeconds: z.number().nullable(),
    held: z.number().int(),
    dead: z.number().int(),
  }),
});

export type TOperatorStatus = z.infer<typeof ZOperatorStatus>;
