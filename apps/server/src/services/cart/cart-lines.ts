import type { TCart, TCartLine, TCartRemoval, TCartRemovalReason } from '@beatpasal/shared/schemas/cart';
import type { Queryable } from '../../db/client';
import {
  deleteCartItems,
  listCartLines,
  type TCartLineRow,
  type TOfferedLicenceRow,
} from '../../db/repositories/cart-repository';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { publicImageUrl } from '../../media/images/image-variants';
import type { ObjectStore } from '../../storage/object-store';

/** Why a licence cannot be bought now (sold, hidden, deleted, switched off, negotiable), or null when it can. */
export function whyNotBuyable(row: TOfferedLicenceRow): TCartRemovalReason | null {
  if (row.isSold) return 'sold';
  if (!row.isOnSale || row.priceNpr === null) return 'unavailable';
  return null;
}

function presentLine(storage: ObjectStore, row: TCartLineRow): TCartLine {
  return {
    trackId: row.trackId,
    licenceKind: row.licenceKind,
    title: row.title,
    coverUrl: publicImageUrl(storage, TRACK_COVER_RECIPE, row.coverKey, 'w400'),
    artist: {
      id: row.artistId,
      username: row.artistUsername ?? '',
      displayName: row.artistDisplayName ?? row.artistUsername ?? '',
    },
    priceNpr: row.priceNpr!,
    addedAt: row.addedAt.toISOString(),
  };
}

export function removalOf(
  row: Pick<TOfferedLicenceRow, 'trackId' | 'licenceKind' | 'title'>,
  reason: TCartRemovalReason,
) {
  return { trackId: row.trackId, licenceKind: row.licenceKind, title: row.title, reason } satisfies TCartRemoval;
}

/**
 * The buyer's cart as it can be bought now: lines whose track was sold, hidden or deleted, or whose
 * licence is no longer on offer at a fixed price, leave it here and are reported once in `removed`.
 */
export async function readCart(
  q: Queryable,
  storage: ObjectStore,
  buyerId: string,
  alsoRemoved: readonly TCartRemoval[] = [],
): Promise<TCart> {
  const rows = await listCartLines(q, buyerId);
  const gone = rows.flatMap((row) => {
    const reason = whyNotBuyable(row);
    return reason ? [removalOf(row, reason)] : [];
  });
  await deleteCartItems(q, buyerId, gone);
  return {
    lines: rows.filter((row) => whyNotBuyable(row) === null).map((row) => presentLine(storage, row)),
    removed: [...alsoRemoved, ...gone],
  };
}
