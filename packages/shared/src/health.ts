import { z } from 'zod';

export const ZHealth = z.object({ status: z.literal('ok') });

export const ZReadiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    storage: z.enum(['ok', 'failed']),
  }),
});

export type TReadiness = z.infer<typeof ZReadiness>;
