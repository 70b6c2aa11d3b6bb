import { DEFAULT_PUSH, isConfigurableKind, NOTIFICATION_KINDS } from '@beatpasal/shared/notification-kinds';
import {
  NOTIFICATION_MESSAGES,
  type TNotificationSettings,
  type TUpdateNotificationSettings,
} from '@beatpasal/shared/schemas/notifications';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import {
  listChoices,
  listEmailChoices,
  saveEmailChoices,
  savePushChoices,
} from '../../db/repositories/notification-preferences-repository';
import { AppError } from '../../errors/app-error';
import { resolveEmailMode } from './email-modes';

async function readSettings(q: Queryable, userId: string): Promise<TNotificationSettings> {
  const choices = await listChoices(q, userId);
  return {
    settings: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      byEmail: resolveEmailMode(kind, choices.get(kind)?.email),
      byPush: choices.get(kind)?.push ?? DEFAULT_PUSH[kind],
      isRequired: !isConfigurableKind(kind),
    })),
  };
}

/** GET /api/notifications/settings: every kind with how it comes by e-mail and whether by push, chosen or by default. */
export async function getNotificationSettings(ctx: AppContext, input: { userId: string }) {
  return readSettings(ctx.database.db, input.userId);
}

/**
 * PUT /api/notifications/settings: the kinds named get the e-mail mode and the push switch given
 * (either may be left out). A required kind's e-mail (a mail the person needs for a payment or a
 * decision) may only stay at once; nothing is saved then. Push may be switched for every kind.
 */
export async function updateNotificationSettings(
  ctx: AppContext,
  input: TUpdateNotificationSettings & { userId: string },
): Promise<TNotificationSettings> {
  const refused = input.settings.find(
    (choice) => !isConfigurableKind(choice.kind) && choice.byEmail !== undefined && choice.byEmail !== 'instant',
  );
  if (refused) {
    throw new AppError('UNPROCESSABLE', {
      userMessage: NOTIFICATION_MESSAGES.requiredKind,
      fieldErrors: { [refused.kind]: NOTIFICATION_MESSAGES.requiredKind },
    });
  }
  return ctx.database.db.transaction(async (tx) => {
    const emails = input.settings.flatMap((choice) =>
      isConfigurableKind(choice.kind) && choice.byEmail ? [{ kind: choice.kind, email: choice.byEmail }] : [],
    );
    await saveEmailChoices(tx, input.userId, emails);
    const current = await listEmailChoices(tx, input.userId);
    const pushes = input.settings.flatMap((choice) =>
      choice.byPush === undefined
        ? []
        : [{ kind: choice.kind, push: choice.byPush, email: resolveEmailMode(choice.kind, current.get(choice.kind)) }],
    );
    await savePushChoices(tx, input.userId, pushes);
    return readSettings(tx, input.userId);
  });
}
