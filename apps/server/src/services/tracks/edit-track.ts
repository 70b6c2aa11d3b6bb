import type { FastifyBaseLogger } from 'fastify';
import { lowestPrice } from '@beatpasal/shared/prices';
import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import { ZTrackEditInput } from '@beatpasal/shared/schemas/tracks';
import type { AppContext } from '../../context';
import { findOwnTrack } from '../../db/repositories/own-tracks-repository';
import { listLicences } from '../../db/repositories/track-page-repository';
import { saveLicences, updateTrack } from '../../db/repositories/track-writes-repository';
import { deleteFilesLater } from '../../jobs/handlers/delete-files';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { imageVariantKeys } from '../../media/images/image-variants';
import { storeObjectsThenCommit } from '../../media/uploads/store-objects';
import { CATALOGUE_CHANGED_EVENT } from '../../realtime/event-bus';
import { assertTrackId, trackNotFound } from '../catalogue/track-not-found';
import { readMyTrack } from './get-my-track';
import { prepareCover } from './prepare-track-files';
import { presentLicence } from './present-licence';
import { requireArtist } from './require-artist';
import { validateTrackInput } from './track-input';

export interface EditTrackInput {
  userId: string;
  trackId: string;
  /** Any subset of the form's fields; the others keep their saved values. */
  changes: Record<string, unknown>;
  cover: Buffer | undefined;
  log: FastifyBaseLogger;
}

/**
 * PATCH /api/me/tracks/:id: the saved values with the changes on top must pass the edit rule
 * ('Please enable at least one license with a valid price.'); the lowest price is recomputed and
 * a new cover replaces the old one, whose files are deleted a while after the change commits.
 */
export async function editTrack(ctx: AppContext, input: EditTrackInput): Promise<TMyTrack> {
  const q = ctx.database.db;
  await requireArtist(q, input.userId);
  assertTrackId(input.trackId);
  const current = await findOwnTrack(q, input.userId, input.trackId);
  if (!current) throw trackNotFound();
  const saved = {
    title: current.title,
    genre: current.genre,
    bpm: current.bpm,
    musicalKey: current.musicalKey,
    mood: current.mood,
    tags: current.tags,
    description: current.description ?? '',
    licences: (await listLicences(q, [current.id], { enabledOnly: false })).map(presentLicence),
  };
  const { licences, ...fields } = validateTrackInput(ZTrackEditInput, { ...saved, ...input.changes });
  const cover = input.cover ? await prepareCover(input.cover) : null;

  await storeObjectsThenCommit(ctx.storage, cover?.objects ?? [], input.log, () =>
    q.transaction(async (tx) => {
      const locked = await findOwnTrack(tx, input.userId, input.trackId, { forUpdate: true });
      if (!locked) throw trackNotFound();
      await updateTrack(tx, locked.id, {
        ...fields,
        minPriceNpr: lowestPrice(licences),
        coverKey: cover?.key ?? locked.coverKey,
      });
      await saveLicences(tx, locked.id, licences);
      await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { trackId: locked.id } });
      if (cover && locked.coverKey) await deleteFilesLater(tx, imageVariantKeys(TRACK_COVER_RECIPE, locked.coverKey));
    }),
  );
  return readMyTrack(ctx, q, input.userId, input.trackId);
}
