import { priceCart } from '@beatpasal/shared/pricing/price-cart';
import type { TCartLine } from '@beatpasal/shared/schemas/cart';

export interface TArtistPart {
  artist: TCartLine['artist'];
  lines: TCartLine[];
  /** What this artist's licences cost together, in paisa, by the shared price rules (decision 087). */
  subtotalPaisa: number;
}

/** The cart by artist, in the order each artist's first line was added: each artist is paid on their own. */
export function groupByArtist(lines: readonly TCartLine[], at: Date): TArtistPart[] {
  const parts = new Map<string, TCartLine[]>();
  for (const line of lines) parts.set(line.artist.id, [...(parts.get(line.artist.id) ?? []), line]);
  return [...parts.values()].map((own) => ({
    artist: own[0]!.artist,
    lines: own,
    subtotalPaisa: priceCart({
      at,
      items: own.map((line) => ({
        id: `${line.trackId}:${line.licenceKind}`,
        trackId: line.trackId,
        licenceKind: line.licenceKind,
        listPriceNpr: line.priceNpr,
      })),
    }).subtotalPaisa,
  }));
}
