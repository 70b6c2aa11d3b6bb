import type { TLicenceInput, TLicenceKind } from '@beatpasal/shared/licences';
import type { DemoRandom } from './demo-random';

const TERMS: Record<TLicenceKind, string> = {
  lease: 'Non-transferable lease for one release. Credit "Prod. by {artist}". Not for sync or broadcast.',
  non_exclusive:
    'Use in unlimited non-profit performances and one commercial release; the producer may sell this beat to others.',
  exclusive: 'Exclusive use: the beat is taken down from sale after purchase. Producer keeps publishing credit.',
  full_rights: 'All rights including the master and publishing are transferred to the buyer.',
};

const DELIVERABLES: Record<TLicenceKind, TLicenceInput['deliverables']> = {
  lease: ['mp3'],
  non_exclusive: ['mp3', 'wav'],
  exclusive: ['mp3', 'wav', 'stems'],
  full_rights: ['mp3', 'wav', 'stems', 'trackout'],
};

/** Typical NPR price bands per kind, in steps of 500. */
const PRICE_BANDS: Record<TLicenceKind, readonly [number, number]> = {
  lease: [1000, 3500],
  non_exclusive: [4000, 9000],
  exclusive: [15000, 45000],
  full_rights: [60000, 150000],
};

type TOffer = 'priced' | 'negotiable' | 'disabled';

/** Which kinds a track offers and how: every set has a priced licence (the upload rule). */
const OFFER_SETS: readonly Record<TLicenceKind, TOffer>[] = [
  { lease: 'priced', non_exclusive: 'priced', exclusive: 'priced', full_rights: 'negotiable' },
  { lease: 'priced', non_exclusive: 'priced', exclusive: 'disabled', full_rights: 'disabled' },
  { lease: 'disabled', non_exclusive: 'priced', exclusive: 'negotiable', full_rights: 'disabled' },
  { lease: 'priced', non_exclusive: 'priced', exclusive: 'priced', full_rights: 'priced' },
  { lease: 'priced', non_exclusive: 'disabled', exclusive: 'disabled', full_rights: 'disabled' },
  { lease: 'disabled', non_exclusive: 'disabled', exclusive: 'priced', full_rights: 'negotiable' },
];

function licence(kind: TLicenceKind, offer: TOffer, random: DemoRandom, artist: string): TLicenceInput {
  const [low, high] = PRICE_BANDS[kind];
  return {
    kind,
    enabled: offer !== 'disabled',
    priceNpr: offer === 'priced' ? random.int(low / 500, high / 500) * 500 : null,
    negotiable: offer === 'negotiable',
    terms: TERMS[kind].replace('{artist}', artist),
    leaseDays: kind === 'lease' ? random.pick([180, 365, 730]) : null,
    streamCap: kind === 'lease' ? random.pick([5000, 10000, 50000]) : null,
    deliverables: [...DELIVERABLES[kind]],
  };
}

export function demoLicences(index: number, random: DemoRandom, artist: string): TLicenceInput[] {
  const offers = OFFER_SETS[index % OFFER_SETS.length]!;
  return (Object.keys(offers) as TLicenceKind[]).map((kind) => licence(kind, offers[kind], random, artist));
}
