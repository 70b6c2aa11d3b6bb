import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tracks } from './tracks';

/**
 * The catalogue's search index (decision 048), kept by triggers of migration 0018 from
 * tracks.search_text: every word of every visible track, and the distinct words with how many
 * visible tracks hold each. A typo is matched against the words (tens of thousands), not against
 * a million titles; the tracks of a word are then read in upload order from track_words.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    trackCount: integer('track_count').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const trackWords = pgTable(
  'track_words',
  {
    word: text('word').notNull(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    /** The track's created_at, so that a word's tracks come newest first from one index. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trackId, t.word] }),
    index('track_words_word_recent_idx').on(t.word, t.createdAt.desc(), t.trackId.desc()),
  ],
);
