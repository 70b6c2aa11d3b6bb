import { routingStateOf } from '@beatpasal/shared/routing';
import type { TMe, TMyProfile } from '@beatpasal/shared/schemas/accounts';
import type { AppContext } from '../../context';
import { findProfileById } from '../../db/repositories/profiles-repository';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import type { SessionUser } from '../../auth/session-user';
import { promoteListedAdmin } from '../admin/promote-listed-admin';
import { getUnreadState } from './get-unread-state';

/** What the browser needs to decide which pages a person may open (spec §2.1, §4). */
export async function getMe(ctx: AppContext, user: SessionUser | null): Promise<TMe> {
  if (!user) return { user: null, profile: null, routingState: 'logged_out' };
  await promoteListedAdmin(ctx, user);
  const [row, { hasUnread, unreadNotifications }] = await Promise.all([
    findProfileById(ctx.database.db, user.id),
    getUnreadState(ctx, { userId: user.id }),
  ]);
  const profile: TMyProfile | null = row && {
    id: row.id,
    username: row.username,
    role: row.role,
    displayName: row.displayName,
    avatarUrl: publicImageUrl(ctx.storage, IMAGE_RECIPES.avatar, row.avatarKey),
    buyerFullName: row.buyerFullName,
    buyerAddress: row.buyerAddress,
    buyerPhone: row.buyerPhone,
  };
  const routingState = routingStateOf({ user, profile });
  if (routingState === 'checking') throw new Error('a read session is never in the checking state');
  return {
    user: { id: user.id, email: user.email, emailVerified: user.emailVerified },
    profile,
    routingState,
    hasUnread,
    unreadNotifications,
    language: row?.language ?? null,
  };
}
