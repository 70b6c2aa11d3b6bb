import type { TAuditTarget } from '@beatpasal/shared/schemas/admin';
import type { Queryable } from '../../db/client';
import { insertAuditEntry } from '../../db/repositories/audit-log-repository';
import type { TAdminActor } from './admin-actor';

export interface TAuditChange {
  action: string;
  targetType: TAuditTarget;
  targetId: string;
  reason?: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Call with the action's own transaction: the entry commits with the change or not at all. */
export async function recordAudit(tx: Queryable, actor: TAdminActor, change: TAuditChange): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    reason: change.reason ?? '',
    before: change.before,
    after: change.after,
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
  });
}
