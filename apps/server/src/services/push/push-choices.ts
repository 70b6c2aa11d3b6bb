import { DEFAULT_PUSH, type TNotificationKind } from '@beatpasal/shared/notification-kinds';
import type { Queryable } from '../../db/client';
import { findChoicesOfKind } from '../../db/repositories/notification-preferences-repository';

/** Which of `userIds` take `kind` by push: their choice, or the kind's default. */
export async function takersOfPush(
  q: Queryable,
  userIds: readonly string[],
  kind: TNotificationKind,
): Promise<string[]> {
  const choices = await findChoicesOfKind(q, userIds, kind);
  return userIds.filter((userId) => choices.get(userId)?.push ?? DEFAULT_PUSH[kind]);
}
