import { isGenre, type TGenre } from '@beatpasal/shared/genre-list';
import { LICENCE_KINDS, MAX_PRICE_NPR, type TLicenceKind } from '@beatpasal/shared/licence-kinds';
import { FEED_ORDERS, type TFeedOrder } from '@beatpasal/shared/feed-orders';
import { MAX_BPM, MIN_BPM, MOODS, MUSICAL_KEYS, type TMood, type TMusicalKey } from '@beatpasal/shared/track-facts';

/**
 * The whole state of a search lives in the address bar, so a search can be shared and survives a
 * reload. These functions turn the URL into filters and back; anything unreadable is dropped.
 */
export interface TFeedFilters {
  q: string;
  genre: TGenre | null;
  bpmMin: number | null;
  bpmMax: number | null;
  key: TMusicalKey | null;
  mood: TMood | null;
  priceMin: number | null;
  priceMax: number | null;
  licence: TLicenceKind | null;
  /** null: the server's default (best match with a search text, otherwise newest). */
  sort: TFeedOrder | null;
}

export const EMPTY_FILTERS: TFeedFilters = {
  q: '',
  genre: null,
  bpmMin: null,
  bpmMax: null,
  key: null,
  mood: null,
  priceMin: null,
  priceMax: null,
  licence: null,
  sort: null,
};

/** The filters of the panel (search text and sort are set elsewhere). */
export const FILTER_FIELDS = ['genre', 'bpmMin', 'bpmMax', 'key', 'mood', 'priceMin', 'priceMax', 'licence'] as const;

const PARAM_ORDER = ['q', ...FILTER_FIELDS, 'sort'] as const;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

export function readFeedFilters(params: URLSearchParams): TFeedFilters {
  const genre = params.get('genre');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    genre: genre !== null && isGenre(genre) ? genre : null,
    bpmMin: wholeNumber(params.get('bpmMin'), MIN_BPM, MAX_BPM),
    bpmMax: wholeNumber(params.get('bpmMax'), MIN_BPM, MAX_BPM),
    key: oneOf(MUSICAL_KEYS, params.get('key')),
    mood: oneOf(MOODS, params.get('mood')),
    priceMin: wholeNumber(params.get('priceMin'), 0, MAX_PRICE_NPR),
    priceMax: wholeNumber(params.get('priceMax'), 0, MAX_PRICE_NPR),
    licence: oneOf(LICENCE_KINDS, params.get('licence')),
    sort: oneOf(FEED_ORDERS, params.get('sort')),
  };
}

/** Only the values that are set, in a stable order, so equal searches have equal addresses. */
export function writeFeedFilters(filters: TFeedFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of PARAM_ORDER) {
    const value = filters[name];
    if (value !== null && value !== '') params.set(name, String(value));
  }
  return params;
}

/** The query string of GET /api/tracks (without a cursor). */
export function feedQueryString(filters: TFeedFilters, options: { home?: boolean } = {}): string {
  const params = writeFeedFilters(filters);
  if (options.home) params.set('home', '1');
  return params.toString();
}

export function countActiveFilters(filters: TFeedFilters): number {
  const isSet = (field: (typeof FILTER_FIELDS)[number]) => filters[field] !== null;
  const pairs = [
    ['bpmMin', 'bpmMax'],
    ['priceMin', 'priceMax'],
  ] as const;
  const single = FILTER_FIELDS.filter((field) => !pairs.flat().some((paired) => paired === field)).filter(isSet).length;
  return single + pairs.filter(([min, max]) => isSet(min) || isSet(max)).length;
}

/** The sort the list really uses, for the select's value. */
export function effectiveSort(filters: TFeedFilters): TFeedOrder {
  if (filters.sort === 'relevance' && !filters.q) return 'recent';
  return filters.sort ?? (filters.q ? 'relevance' : 'recent');
}
