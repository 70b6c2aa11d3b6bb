import type { TTrackCard } from './catalogue';

/** A valid track card, for tests of what carries cards (schemas, serializers). */
export const SAMPLE_CARD: TTrackCard = {
  id: 't1',
  title: 'Kathmandu Nights',
  genre: 'Lo-Fi',
  bpm: 85,
  coverUrl: null,
  artist: { username: 'dj_sujan', displayName: 'DJ Sujan', avatarUrl: null },
  likeCount: 3,
  isLiked: false,
  isSold: false,
  lowestPriceNpr: 1500,
  hasNegotiable: false,
  artistTrackCount: 4,
  purchaseStatus: null,
  durationSeconds: 142.5,
  previewReady: true,
  previewLink: { url: '/files/private/previews/t1.mp3?sig=x', expiresAt: '2025-01-02T04:04:05.000Z' },
};
