import type { z } from 'zod';
import type { ZCoProductionList } from '@beatpasal/shared/schemas/co-producers';
import type { AppContext } from '../../context';
import { listInvitations } from '../../db/repositories/co-producers-repository';
import { requireArtist } from '../tracks/require-artist';
import { presentPerson } from './present-co-producers';

/** The newest invitations a dashboard lists; an artist is named on few tracks, so one page holds them. */
const INVITATIONS_LISTED = 100;

/** GET /api/me/co-productions: the tracks an artist was invited to co-produce, newest first, and their answer. */
export async function listCoProductions(
  ctx: AppContext,
  input: { userId: string },
): Promise<z.infer<typeof ZCoProductionList>> {
  await requireArtist(ctx.database.db, input.userId);
  const rows = await listInvitations(ctx.database.db, input.userId, INVITATIONS_LISTED);
  return {
    coProductions: rows.map((row) => ({
      id: row.id,
      trackId: row.trackId,
      trackTitle: row.trackTitle,
      lead: presentPerson(row.leadUsername, row.leadDisplayName),
      sharePercent: row.sharePercent,
      status: row.status,
      invitedAt: row.invitedAt.toISOString(),
    })),
  };
}
