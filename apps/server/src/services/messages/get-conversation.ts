import type { TConversation } from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import { findConversation } from '../../db/repositories/conversations-repository';
import { isBuyerInSales } from '../../db/repositories/sale-parties-repository';
import { requireChatParties } from './chat-access';
import { presentPerson } from './present-chat';
import { findWritePermission } from './write-permission';

/**
 * GET /api/conversations/:userId: the chat's header, whether the caller may write and why not.
 * Also before the first message. An artist sees a buyer's full name only when the buyer is in
 * their sales list, which shows it already; nobody else ever does.
 */
export async function getConversation(
  ctx: AppContext,
  input: { userId: string; otherId: string },
): Promise<TConversation> {
  const { db } = ctx.database;
  const parties = await requireChatParties(db, input.userId, input.otherId);
  const conversation = await findConversation(db, parties.pair);
  const { cannotWriteReason, blockedByMe } = await findWritePermission(db, parties, conversation);
  const showsFullName =
    parties.me.role === 'artist' && parties.other.buyerFullName !== null && (await isBuyerInSales(db, parties.pair));
  return {
    other: presentPerson(ctx.storage, parties.other),
    otherFullName: showsFullName ? parties.other.buyerFullName : null,
    canWrite: cannotWriteReason === null,
    cannotWriteReason,
    blockedByMe,
  };
}
