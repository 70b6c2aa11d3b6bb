import { MY_TRACKS_PAGE_SIZE, type TMyTrackPage } from '@beatpasal/shared/schemas/my-tracks';
import type { AppContext } from '../../context';
import { listOwnTracks } from '../../db/repositories/own-tracks-repository';
import { listLicences } from '../../db/repositories/track-page-repository';
import { decodeCursor, encodeCursor } from '../catalogue/page-cursor';
import { presentMyTrack } from './present-my-track';
import { requireArtist } from './require-artist';

const LIST_NAME = 'my-tracks';

/** GET /api/me/tracks: the artist's tracks newest first, processing and failed ones included. */
export async function listMyTracks(
  ctx: AppContext,
  input: { userId: string; cursor: string | undefined },
): Promise<TMyTrackPage> {
  const q = ctx.database.db;
  await requireArtist(q, input.userId);
  const keys = decodeCursor(input.cursor, LIST_NAME, ['timestamp', 'uuid']);
  const rows = await listOwnTracks(q, input.userId, keys ? [keys[0]!, keys[1]!] : null, MY_TRACKS_PAGE_SIZE + 1);
  const page = rows.slice(0, MY_TRACKS_PAGE_SIZE);
  const licences = await listLicences(
    q,
    page.map((row) => row.id),
    { enabledOnly: false },
  );
  const last = page[page.length - 1];
  return {
    items: page.map((row) => presentMyTrack(ctx.storage, row, licences)),
    nextCursor: rows.length > MY_TRACKS_PAGE_SIZE && last ? encodeCursor(LIST_NAME, [last.createdAt, last.id]) : null,
  };
}
