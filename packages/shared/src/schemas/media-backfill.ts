import { z } from 'zod';
import { defineMessages } from '../message-keys';

export const MEDIA_BACKFILL_MESSAGES = defineMessages('mediaBackfill', {
  noOpus: 'The ffmpeg on this server cannot encode Opus (no libopus), so there is nothing to convert.',
});

/** The Opus previews' backfill as an administrator sees and steers it (decision 085). */
export const ZOpusBackfill = z.object({
  isRunning: z.boolean(),
  /** Ready tracks with an MP3 preview and no Opus one yet. */
  remaining: z.number().int().nonnegative(),
  convertedCount: z.number().int().nonnegative(),
  skippedCount: z.number().int().nonnegative(),
  /** Whether this instance's ffmpeg can encode Opus at all. */
  canEncodeOpus: z.boolean(),
});
export type TOpusBackfill = z.infer<typeof ZOpusBackfill>;

export const ZOpusBackfillChange = z.object({ action: z.enum(['start', 'stop']) });
export type TOpusBackfillChange = z.infer<typeof ZOpusBackfillChange>;
