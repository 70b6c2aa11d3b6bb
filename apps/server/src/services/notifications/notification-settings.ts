import { isConfigurableKind, NOTIFICATION_KINDS } from '@beatpasal/shared/notification-kinds';
import {
  NOTIFICATION_MESSAGES,
  type TNotificationSettings,
  type TUpdateNotificationSettings,
} from '@beatpasal/shared/schemas/notifications';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { listEmailChoices, saveEmailChoices } from '../../db/repositories/notification-preferences-repository';
import { AppError } from '../../errors/app-error';
import { resolveEmailMode } from './email-modes';

async function readSettings(q: Queryable, userId: string): Promise<TNotificationSettings> {
  const choices = await listEmailChoices(q, userId);
  return {
    settings: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      byEmail: resolveEmailMode(kind, choices.get(kind)),
      isRequired: !isConfigurableKind(kind),
    })),
  };
}

/** GET /api/notifications/settings: every kind with how it comes by e-mail, chosen or by default. */
export async function getNotificationSettings(ctx: AppContext, input: { userId: string }) {
  return readSettings(ctx.database.db, input.userId);
}

/**
 * PUT /api/notifications/settings: the kinds named get the mode given. A required kind (a mail
 * the person needs for a payment or a decision) may only stay at once; nothing is saved then.
 */
export async function updateNotificationSettings(
  ctx: AppContext,
  input: TUpdateNotificationSettings & { userId: string },
): Promise<TNotificationSettings> {
  const refused = input.settings.find((choice) => !isConfigurableKind(choice.kind) && choice.byEmail !== 'instant');
  if (refused) {
    throw new AppError('UNPROCESSABLE', {
      userMessage: NOTIFICATION_MESSAGES.requiredKind,
      fieldErrors: { [refused.kind]: NOTIFICATION_MESSAGES.requiredKind },
    });
  }
  const choices = input.settings
    .filter((choice) => isConfigurableKind(choice.kind))
    .map((choice) => ({ kind: choice.kind, email: choice.byEmail }));
  return ctx.database.db.transaction(async (tx) => {
    await saveEmailChoices(tx, input.userId, choices);
    return readSettings(tx, input.userId);
  });
}
