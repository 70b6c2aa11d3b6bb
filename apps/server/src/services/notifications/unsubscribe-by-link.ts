import {
  CONFIGURABLE_KINDS,
  DIGEST_UNSUBSCRIBE_KIND,
  isConfigurableKind,
  type TConfigurableKind,
} from '@beatpasal/shared/notification-kinds';
import {
  NOTIFICATION_MESSAGES,
  type TUnsubscribed,
  type TUnsubscribeQuery,
} from '@beatpasal/shared/schemas/notifications';
import type { AppContext } from '../../context';
import { listEmailChoices, saveEmailChoices } from '../../db/repositories/notification-preferences-repository';
import { findMailRecipients } from '../../db/repositories/notifications-repository';
import { AppError } from '../../errors/app-error';
import { resolveEmailMode } from './email-modes';
import { isUnsubscribeSignature } from './unsubscribe-link';

const invalid = () => new AppError('NOT_FOUND', { userMessage: NOTIFICATION_MESSAGES.unsubscribeInvalid });

/**
 * POST /api/notifications/unsubscribe?u=&k=&s= from a mail's signed link (RFC 8058 one-click, or
 * the page the mail's text links to): that person's e-mail of that kind goes off; a digest's link
 * turns off every kind that was coming daily. No session needed; a link whose signature is not the
 * server's for exactly that person and kind answers 404 and changes nothing. Again: the same.
 */
export async function unsubscribeByLink(ctx: AppContext, input: TUnsubscribeQuery): Promise<TUnsubscribed> {
  const isDigest = input.k === DIGEST_UNSUBSCRIBE_KIND;
  if (!isDigest && !isConfigurableKind(input.k)) throw invalid();
  if (!isUnsubscribeSignature(ctx.secret, input.u, input.k, input.s)) throw invalid();
  return ctx.database.db.transaction(async (tx) => {
    if (!(await findMailRecipients(tx, [input.u])).has(input.u)) throw invalid();
    const choices = await listEmailChoices(tx, input.u);
    const kinds: TConfigurableKind[] = isDigest
      ? CONFIGURABLE_KINDS.filter((kind) => resolveEmailMode(kind, choices.get(kind)) === 'daily')
      : [input.k as TConfigurableKind];
    await saveEmailChoices(
      tx,
      input.u,
      kinds.map((kind) => ({ kind, email: 'off' as const })),
    );
    return { kinds };
  });
}
