import { CO_PRODUCER_MESSAGES, type TCoProduction } from '@beatpasal/shared/schemas/co-producers';
import type { AppContext } from '../../context';
import { findOwnInvitation, setCoProducerStatus } from '../../db/repositories/co-producers-repository';
import { AppError } from '../../errors/app-error';
import { requireArtist } from '../tracks/require-artist';
import { listCoProductions } from './list-co-productions';

/**
 * POST /api/co-productions/:id/accept and /decline: the invited artist answers once. The same
 * answer again changes nothing; the other answer after one is given, or an answer to an invitation
 * the lead withdrew, is refused. Someone else's invitation is not found.
 */
export async function answerInvitation(
  ctx: AppContext,
  input: { userId: string; invitationId: string; answer: 'accepted' | 'declined' },
): Promise<TCoProduction> {
  const { db } = ctx.database;
  await requireArtist(db, input.userId);
  await db.transaction(async (tx) => {
    const row = await findOwnInvitation(tx, input.invitationId, input.userId);
    if (!row) throw new AppError('NOT_FOUND', { userMessage: CO_PRODUCER_MESSAGES.invitationNotFound });
    if (row.status === input.answer) return;
    if (row.status !== 'pending') throw new AppError('CONFLICT', { userMessage: CO_PRODUCER_MESSAGES.alreadyAnswered });
    await setCoProducerStatus(tx, row.id, ['pending'], input.answer);
  });
  const { coProductions } = await listCoProductions(ctx, { userId: input.userId });
  return coProductions.find((coProduction) => coProduction.id === input.invitationId)!;
}
