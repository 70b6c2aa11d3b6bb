import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_TARGETS, REPORT_STATUSES, REPORT_TARGETS, MODERATION_REASONS } from '@beatpasal/shared/schemas/admin';
import { APPEAL_DECISIONS } from '@beatpasal/shared/schemas/admin-queues';
import { users } from './auth';

/**
 * Every administrator action, written in the action's own transaction. Append-only: a trigger
 * (migration 0012) refuses UPDATE and DELETE, so the actor is a plain column without a foreign
 * key (deleting a user must not have to rewrite the log) and its e-mail is kept as it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null when the command line acted (npm run admin). */
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
  ],
);

/** A signed-in person's report of a track, an artist profile, a conversation or a purchase. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    /** The person the report is about (the track's artist, the other side of a chat or purchase). */
    subjectUserId: text('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: MODERATION_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    evidenceKey: text('evidence_key'),
    /** A reported conversation's latest messages as they were then (edits and deletions come later). */
    snapshot:
      jsonb('snapshot').$type<
        Array<{ id: string; senderId: string; body: string; offerId: string | null; createdAt: string }>
      >(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_once_idx').on(t.reporterId, t.targetType, t.targetId),
    index('reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('reports_target_check', sql`${t.targetType} in ('track', 'profile', 'conversation', 'purchase')`),
    check('reports_reason_check', sql`${t.reason} in ('copyright', 'offensive', 'scam', 'spam', 'other')`),
    check('reports_status_check', sql`${t.status} in ('open', 'actioned', 'dismissed')`),
  ],
);

/** A warning given to a person, with its reason; they may appeal it once. */
export const strikes = pgTable(
  'strikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    appeal: text('appeal'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    /** An administrator's answer to the appeal; a withdrawn strike no longer counts. */
    appealDecision: text('appeal_decision', { enum: APPEAL_DECISIONS }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('strikes_user_idx').on(t.userId, t.createdAt.desc()),
    index('strikes_appeals_idx')
      .on(t.appealedAt.desc(), t.id.desc())
      .where(sql`${t.appeal} is not null`),
    check('strikes_appeal_decision_check', sql`${t.appealDecision} in ('upheld', 'withdrawn')`),
  ],
);
