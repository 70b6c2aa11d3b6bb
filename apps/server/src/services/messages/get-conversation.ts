import type { TConversation } from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import { findConversation } from '../../db/repositories/conversations-repository';
import { requireChatParties } from './chat-access';
import { presentPerson } from './present-chat';
import { findWritePermission } from './write-permission';

/** GET /api/conversations/:userId: the chat's header, whether the caller may write and why not. Also before the first message. */
export async function getConversation(ctx: AppContext, input: { userId: string; otherId: string }): Promise<TConversation> {
  const { db } = ctx.database;
  const parties = await requireChatParties(db, input.userId, input.otherId);
  const conversation = await findConversation(db, parties.pair);
  const { cannotWriteReason, blockedByMe } = await findWritePermission(db, parties, conversation);
  return { other: presentPerson(ctx.storage, parties.other), canWrite: cannotWriteReason === null, cannotWriteReason, blockedByMe };
}
