import type { TPublicArtistProfile } from '@beatpasal/shared/schemas/account-api';
import type { AppContext } from '../../context';
import { countPublicTracks } from '../../db/repositories/artist-track-counts';
import { findArtistStateByUsername } from '../../db/repositories/account-states-repository';
import { findPublicArtistByUsername } from '../../db/repositories/profiles-repository';
import { artistNotFound } from './artist-not-found';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import { accountUnavailable } from '../moderation/accounts/account-unavailable';

/**
 * /artist/{username}. Only artists have a public page; buyers and admins answer like an unknown
 * name, so the page cannot be used to find out who has an account. A suspended or removed artist's
 * page says so (410, decision 031).
 */
export async function getPublicProfile(ctx: AppContext, input: { username: string }): Promise<TPublicArtistProfile> {
  const q = ctx.database.db;
  const row = await findPublicArtistByUsername(q, input.username.trim());
  if (!row || row.username === null) {
    const state = await findArtistStateByUsername(q, input.username.trim());
    if (state && state !== 'active') throw accountUnavailable(state);
    throw artistNotFound(input.username.trim());
  }
  return {
    id: row.id,
    username: row.username,
    role: 'artist',
    displayName: row.displayName,
    avatarUrl: publicImageUrl(ctx.storage, IMAGE_RECIPES.avatar, row.avatarKey),
    coverUrl: publicImageUrl(ctx.storage, IMAGE_RECIPES.cover, row.coverKey),
    bio: row.bio ?? '',
    artistHistory: row.artistHistory ?? '',
    equipment: row.equipment ?? '',
    additionalNotes: row.additionalNotes ?? '',
    instagram: row.instagram,
    facebook: row.facebook,
    youtube: row.youtube,
    tiktok: row.tiktok,
    publicEmail: row.publicEmail,
    trackCount: await countPublicTracks(q, row.id),
  };
}
