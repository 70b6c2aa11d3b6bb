import type { TChatMessage } from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  lockOrCreateConversation,
  recordLastMessage,
  type TConversationRow,
} from '../../db/repositories/conversations-repository';
import { findMessageByClientId, insertMessage, type TMessageRow } from '../../db/repositories/messages-repository';
import { AppError } from '../../errors/app-error';
import { requireChatParties, type TChatParties } from './chat-access';
import { presentMessages } from './present-chat';
import { scheduleUnseenMessageMail } from './unseen-message-mail';
import { findWritePermission } from './write-permission';

export interface SendMessageInput {
  userId: string;
  otherId: string;
  body: string;
  clientId: string;
  /** Set by offers: the offer this message carries. */
  offerId?: string;
}

async function requireMayWrite(tx: Tx, parties: TChatParties, conversation: TConversationRow | null): Promise<void> {
  const { cannotWriteReason } = await findWritePermission(tx, parties, conversation);
  if (cannotWriteReason) throw new AppError('FORBIDDEN', { userMessage: cannotWriteReason });
}

/** The sender's earlier message with this clientId, when it went to the same conversation: a retry answers with it. */
async function findRetry(
  tx: Tx,
  parties: TChatParties,
  clientId: string,
  conversationId?: string,
): Promise<TMessageRow | null> {
  const earlier = await findMessageByClientId(tx, parties.me.id, clientId);
  if (!earlier) return null;
  if (earlier.receiverId !== parties.other.id || (conversationId && earlier.conversationId !== conversationId)) {
    throw new AppError('CONFLICT', { message: `clientId ${clientId} was used for another conversation` });
  }
  return earlier;
}

/**
 * Stores one message in a transaction and, with it, moves the conversation to the top of both
 * inboxes, schedules the 15-minute unseen e-mail and tells both people (DESIGN §2 "Chat
 * conventions"). The rules are checked under the conversation's lock, so a block or a
 * suspension that commits first is obeyed. The same clientId twice stores one message.
 */
export async function sendMessage(
  ctx: AppContext,
  input: SendMessageInput,
): Promise<{ message: TChatMessage; isNew: boolean }> {
  const { db } = ctx.database;
  const { row, isNew } = await db.transaction((tx) => writeMessage(ctx, tx, input));
  if (isNew) ctx.worker.notify();
  const [message] = await presentMessages(ctx, db, [row]);
  return { message: message!, isNew };
}

/** The stored part of `sendMessage`, inside the caller's transaction (offers post their card with the offer itself). */
export async function writeMessage(
  ctx: AppContext,
  tx: Tx,
  input: SendMessageInput,
): Promise<{ row: TMessageRow; isNew: boolean }> {
  const parties = await requireChatParties(tx, input.userId, input.otherId, { forWriting: true });
  const retry = await findRetry(tx, parties, input.clientId);
  if (retry) return { row: retry, isNew: false };
  const conversation = await lockOrCreateConversation(tx, parties.pair);
  await requireMayWrite(tx, parties, conversation);

  const message = await insertMessage(tx, {
    conversationId: conversation.id,
    senderId: parties.me.id,
    receiverId: parties.other.id,
    body: input.body,
    clientId: input.clientId,
    offerId: input.offerId,
  });
  // A retry that raced this one committed first: answer with its message.
  if (!message) return { row: (await findRetry(tx, parties, input.clientId, conversation.id))!, isNew: false };

  const isBuyer = parties.me.role === 'buyer';
  await recordLastMessage(tx, conversation.id, message.id, { byBuyer: isBuyer });
  await scheduleUnseenMessageMail(tx, conversation, message, isBuyer ? 'artist' : 'buyer');
  await ctx.events.publish(tx, {
    userIds: [parties.other.id],
    type: 'message.created',
    data: { userId: parties.me.id },
  });
  await ctx.events.publish(tx, {
    userIds: [parties.me.id],
    type: 'message.created',
    data: { userId: parties.other.id },
  });
  return { row: message, isNew: true };
}
