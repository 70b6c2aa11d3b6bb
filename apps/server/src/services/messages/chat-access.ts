import { ACCESS_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { MESSAGE_MESSAGES } from '@beatpasal/shared/schemas/messages';
import type { Queryable } from '../../db/client';
import {
  findConversation,
  type TConversationRow,
  type TPair,
  type TSide,
} from '../../db/repositories/conversations-repository';
import { findProfileById, type TProfileRow } from '../../db/repositories/profiles-repository';
import { AppError } from '../../errors/app-error';

export type TChatMember = TProfileRow & { username: string; role: TSide };

const isChatMember = (row: TProfileRow | null): row is TChatMember =>
  row !== null && row.username !== null && (row.role === 'artist' || row.role === 'buyer');

/** 'This person could not be found.': an unknown id and someone one cannot chat with look the same. */
export function personNotFound(): AppError {
  return new AppError('NOT_FOUND', { userMessage: MESSAGE_MESSAGES.notFound });
}

/**
 * The caller's own profile, a buyer or an artist with a username. A suspended account may still
 * read its conversations; `forWriting` refuses it.
 */
export async function requireChatMember(
  q: Queryable,
  userId: string,
  options: { forWriting?: boolean } = {},
): Promise<TChatMember> {
  const profile = await findProfileById(q, userId);
  if (!profile || profile.role === null || profile.username === null) {
    throw new AppError('FORBIDDEN', { userMessage: ACCESS_MESSAGES.chooseUsernameFirst });
  }
  if (!isChatMember(profile)) throw new AppError('FORBIDDEN', { message: `role ${profile.role} has no chat` });
  if (options.forWriting && profile.suspendedAt !== null)
    throw new AppError('FORBIDDEN', { userMessage: ACCESS_MESSAGES.suspended });
  return profile;
}

export interface TChatParties {
  me: TChatMember;
  other: TChatMember;
  /** The conversation's key: a buyer talks only with artists and an artist only with buyers. */
  pair: TPair;
}

/** The caller and the person addressed by `otherId`; yourself is a 400, anyone you cannot chat with a 404. */
export async function requireChatParties(
  q: Queryable,
  userId: string,
  otherId: string,
  options: { forWriting?: boolean } = {},
): Promise<TChatParties> {
  const me = await requireChatMember(q, userId, options);
  if (otherId === userId) throw new AppError('BAD_REQUEST', { userMessage: MESSAGE_MESSAGES.self });
  const other = await findProfileById(q, otherId);
  if (!isChatMember(other) || other.role === me.role) throw personNotFound();
  const pair = me.role === 'buyer' ? { buyerId: me.id, artistId: other.id } : { buyerId: other.id, artistId: me.id };
  return { me, other, pair };
}

/** The caller's conversation with the other person, or a 404 when they never exchanged a message. */
export async function requireConversation(
  q: Queryable,
  pair: TPair,
  options: { forUpdate?: boolean } = {},
): Promise<TConversationRow> {
  const row = await findConversation(q, pair, options);
  if (!row) throw personNotFound();
  return row;
}
