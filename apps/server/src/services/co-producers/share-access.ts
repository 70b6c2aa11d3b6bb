import { CO_PRODUCER_MESSAGES } from '@beatpasal/shared/schemas/co-producers';
import type { Queryable } from '../../db/client';
import { findLeadShare } from '../../db/repositories/co-producer-shares-repository';
import { AppError } from '../../errors/app-error';
import { requireArtist } from '../tracks/require-artist';

export function shareNotFound(): AppError {
  return new AppError('NOT_FOUND', { userMessage: CO_PRODUCER_MESSAGES.shareNotFound });
}

/** A share the caller owes as its track's lead; anyone else's (the co-producer's too) is not found. */
export async function requireLeadShare(q: Queryable, userId: string, shareId: string, options = { forUpdate: false }) {
  await requireArtist(q, userId);
  const share = await findLeadShare(q, shareId, userId, options);
  if (!share) throw shareNotFound();
  return share;
}
