import { z } from 'zod';

/** Every non-2xx JSON answer from /api has this shape. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  }),
  requestId: z.string(),
});

export type TApiError = z.infer<typeof ZApiError>;
