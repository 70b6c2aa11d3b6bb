import {
  DEFAULT_EMAIL_MODES,
  isConfigurableKind,
  type TEmailMode,
  type TNotificationKind,
} from '@beatpasal/shared/notification-kinds';
import type { Queryable } from '../../db/client';
import { findChoicesOfKind } from '../../db/repositories/notification-preferences-repository';

/** A required kind is always mailed at once; any other follows the person's choice or its default. */
export function resolveEmailMode(kind: TNotificationKind, choice: TEmailMode | undefined): TEmailMode {
  if (!isConfigurableKind(kind)) return 'instant';
  return choice ?? DEFAULT_EMAIL_MODES[kind];
}

/** How each of `userIds` wants `kind` by e-mail. */
export async function emailModesOf(
  q: Queryable,
  userIds: readonly string[],
  kind: TNotificationKind,
): Promise<Map<string, TEmailMode>> {
  const choices = isConfigurableKind(kind) ? await findChoicesOfKind(q, userIds, kind) : new Map();
  return new Map(userIds.map((userId) => [userId, resolveEmailMode(kind, choices.get(userId)?.email)]));
}

export async function emailModeOf(q: Queryable, userId: string, kind: TNotificationKind): Promise<TEmailMode> {
  return (await emailModesOf(q, [userId], kind)).get(userId)!;
}
