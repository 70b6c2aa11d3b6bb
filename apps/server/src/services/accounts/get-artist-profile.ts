import { ACCESS_MESSAGES, type TArtistProfile } from '@beatpasal/shared/schemas/account-api';
import type { AppContext } from '../../context';
import { listWalletQrs } from '../../db/repositories/wallet-qrs-repository';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import { presentWalletQr } from '../wallet-qrs/present-wallet-qr';
import { requireRole } from './require-role';

export async function getArtistProfile(ctx: AppContext, input: { userId: string }): Promise<TArtistProfile> {
  const q = ctx.database.db;
  const profile = await requireRole(q, input.userId, 'artist', { wrongRoleMessage: ACCESS_MESSAGES.artistOnly });
  const walletQrs = (await listWalletQrs(q, profile.id)).map((row) => presentWalletQr(ctx.storage, row));
  const hasDisplayName = (profile.displayName ?? '').trim() !== '';
  return {
    displayName: profile.displayName,
    bio: profile.bio ?? '',
    artistHistory: profile.artistHistory ?? '',
    equipment: profile.equipment ?? '',
    additionalNotes: profile.additionalNotes ?? '',
    instagram: profile.instagram,
    facebook: profile.facebook,
    youtube: profile.youtube,
    tiktok: profile.tiktok,
    publicEmail: profile.publicEmail,
    avatarUrl: publicImageUrl(ctx.storage, IMAGE_RECIPES.avatar, profile.avatarKey),
    coverUrl: publicImageUrl(ctx.storage, IMAGE_RECIPES.cover, profile.coverKey),
    walletQrs,
    isComplete:
      hasDisplayName && profile.avatarKey !== null && profile.coverKey !== null && walletQrs.some((qr) => qr.isPrimary),
  };
}
