import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * A resumable (tus) upload (issue 36, decision 084). The bytes live in the tus store (a folder under
 * DATA_DIR or the S3 bucket); this row says whose they are, what they are for and where they went,
 * so every instance answers for the same upload and the clean-up job finds abandoned ones.
 * `state`: uploading → finished (every byte in) → attached (copied into a track or purchase, `used_by`).
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    state: text('state').notNull().default('uploading'),
    /** What the upload became: `track:<id>` or `purchase:<id>`; the same request again finds it here. */
    usedBy: text('used_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last chunk received; the clean-up counts 24 hours from here. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('resumable_uploads_touched_idx').on(table.touchedAt),
    check('resumable_uploads_kind_check', sql`${table.kind} in ('master', 'alternate', 'voiceTag')`),
    check('resumable_uploads_state_check', sql`${table.state} in ('uploading', 'finished', 'attached')`),
    check('resumable_uploads_size_check', sql`${table.size} >= 0`),
  ],
);
