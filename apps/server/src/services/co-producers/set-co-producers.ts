import {
  CO_PRODUCER_MESSAGES,
  setCoProducersProblem,
  type TSetCoProducers,
  type TTrackCoProducers,
} from '@beatpasal/shared/schemas/co-producers';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  findAccountByUsername,
  insertCoProducer,
  listActiveCoProducers,
  setCoProducerShare,
  setCoProducerStatus,
} from '../../db/repositories/co-producers-repository';
import { findOwnTrack } from '../../db/repositories/own-tracks-repository';
import { AppError } from '../../errors/app-error';
import { assertTrackId, trackNotFound } from '../catalogue/track-not-found';
import { createNotifications } from '../notifications/create-notifications';
import { requireArtist } from '../tracks/require-artist';
import { presentTrackCoProducers } from './present-co-producers';

const refuse = (userMessage: (typeof CO_PRODUCER_MESSAGES)[keyof typeof CO_PRODUCER_MESSAGES]) =>
  new AppError('BAD_REQUEST', { userMessage });

/** The account behind a username, if it may be named: an artist, not the lead, not suspended or removed. */
async function resolveCoProducer(q: Queryable, leadId: string, username: string): Promise<string> {
  const account = await findAccountByUsername(q, username);
  if (!account || account.removedAt) throw refuse(CO_PRODUCER_MESSAGES.unknownArtist);
  if (account.id === leadId) throw refuse(CO_PRODUCER_MESSAGES.yourself);
  if (account.role !== 'artist') throw refuse(CO_PRODUCER_MESSAGES.notArtist);
  if (account.suspendedAt) throw refuse(CO_PRODUCER_MESSAGES.unavailable);
  return account.id;
}

/** The co-producer is asked (again) to accept: a notification in the list's transaction. */
async function notifyInvited(tx: Tx, coProducerId: string, track: { trackId: string; userId: string }) {
  await createNotifications(tx, [
    { userId: coProducerId, kind: 'co_producer_invited', data: { trackId: track.trackId, fromUserId: track.userId } },
  ]);
}

/**
 * PUT /api/me/tracks/:id/co-producers: the lead's whole list, shares adding to 100 with their own.
 * A new name is invited; a changed share asks the co-producer again; a name left out is removed.
 * Whoever a confirmed sale already owes stays with the same share (decision 089). The track and
 * its co-producer rows are locked, so a sale being approved at the same moment is seen or waits.
 * Sending the same list twice changes nothing.
 */
export async function setCoProducers(
  ctx: AppContext,
  input: { userId: string; trackId: string } & TSetCoProducers,
): Promise<TTrackCoProducers> {
  const { db } = ctx.database;
  await requireArtist(db, input.userId);
  assertTrackId(input.trackId);
  await db.transaction(async (tx) => {
    const track = await findOwnTrack(tx, input.userId, input.trackId, { forUpdate: true });
    if (!track) throw trackNotFound();
    const problem = setCoProducersProblem(input);
    if (problem) throw refuse(problem);
    const wanted = new Map<string, number>();
    for (const line of input.coProducers)
      wanted.set(await resolveCoProducer(tx, input.userId, line.username), line.sharePercent);
    const current = await listActiveCoProducers(tx, input.trackId, { forUpdate: true });
    for (const row of current) {
      const share = wanted.get(row.coProducerId);
      if (share === row.sharePercent) continue;
      if (row.hasSales) throw new AppError('CONFLICT', { userMessage: CO_PRODUCER_MESSAGES.hasSales });
      if (share === undefined) await setCoProducerStatus(tx, row.id, [row.status], 'removed');
      else {
        await setCoProducerShare(tx, row.id, share);
        await notifyInvited(tx, row.coProducerId, input);
      }
    }
    const known = new Set(current.map((row) => row.coProducerId));
    for (const [coProducerId, sharePercent] of wanted) {
      if (known.has(coProducerId)) continue;
      await insertCoProducer(tx, { trackId: input.trackId, leadId: input.userId, coProducerId, sharePercent });
      await notifyInvited(tx, coProducerId, input);
    }
  });
  ctx.worker.notify();
  return presentTrackCoProducers(await listActiveCoProducers(db, input.trackId));
}

/** GET /api/me/tracks/:id/co-producers: the edit page's list, for the track's artist only. */
export async function getTrackCoProducers(
  ctx: AppContext,
  input: { userId: string; trackId: string },
): Promise<TTrackCoProducers> {
  const { db } = ctx.database;
  await requireArtist(db, input.userId);
  assertTrackId(input.trackId);
  if (!(await findOwnTrack(db, input.userId, input.trackId))) throw trackNotFound();
  return presentTrackCoProducers(await listActiveCoProducers(db, input.trackId));
}
