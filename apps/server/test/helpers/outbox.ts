import { and, eq, like } from 'drizzle-orm';
import { auditLog, mailOutbox } from '../../src/db/schema/index';
import type { TestApp } from './test-app';

/** The mails queued for `to` whose dedupe key starts with `dedupePrefix` (the kind of mail, then what it is about). */
export function mailsTo(t: TestApp, to: string, dedupePrefix: string) {
  return t.ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.dedupeKey, `${dedupePrefix}%`)));
}

/** The audit entries one action left on one target. */
export function auditOf(t: TestApp, targetId: string, action: string) {
  return t.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
}
