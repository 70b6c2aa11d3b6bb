import { DEFAULT_PUSH, type TNotificationKind } from '@beatpasal/shared/notification-kinds';
import type { Queryable } from '../../db/client';
import { findPushChoicesOfKind } from '../../db/repositories/notification-preferences-repository';

/** Which of `userIds` take `kind` by push: their choice, or the kind's default. */
export async function takersOfPush(
  q: Queryable,
  userIds: readonly string[],
  kind: TNotificationKind,
): Promise<string[]> {
  const choices = await findPushChoicesOfKind(q, userIds, kind);
  return userIds.filter((userId) => choices.get(userId) ?? DEFAULT_PUSH[kind]);
}
