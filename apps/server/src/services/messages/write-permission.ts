import { ACCESS_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { MESSAGE_MESSAGES } from '@beatpasal/shared/schemas/messages';
import type { Queryable } from '../../db/client';
import { findBlocks, hasBoughtFrom } from '../../db/repositories/chat-relations-repository';
import type { TConversationRow } from '../../db/repositories/conversations-repository';
import type { TChatParties } from './chat-access';
import type { TMessage } from '@beatpasal/shared/message-keys';

export interface TWritePermission {
  /** Why the caller may not write, as a user message; null when they may. */
  cannotWriteReason: TMessage | null;
  blockedByMe: boolean;
}

/**
 * Who may write (docs/decisions/023-chat.md): a buyer to any artist; an artist once the buyer
 * wrote in this conversation, or to a buyer who paid them for a purchase; nobody while either
 * blocked the other, to a suspended account, or while suspended.
 */
export async function findWritePermission(
  q: Queryable,
  parties: TChatParties,
  conversation: TConversationRow | null,
): Promise<TWritePermission> {
  const { me, other, pair } = parties;
  const { blockedByMe, blockedMe } = await findBlocks(q, me.id, other.id);
  const reason = async () => {
    if (me.suspendedAt !== null) return ACCESS_MESSAGES.suspended;
    if (blockedByMe || blockedMe || other.suspendedAt !== null) return MESSAGE_MESSAGES.blocked;
    if (me.role === 'buyer' || conversation?.buyerWroteAt) return null;
    return (await hasBoughtFrom(q, pair.buyerId, pair.artistId)) ? null : MESSAGE_MESSAGES.artistFirst;
  };
  return { cannotWriteReason: await reason(), blockedByMe };
}
