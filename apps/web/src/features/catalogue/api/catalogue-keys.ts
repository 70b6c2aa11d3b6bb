/**
 * Query keys of the catalogue. Every query whose data holds track cards starts with `tracks`
 * (the library's liked list too), so a like can patch and refresh all of them at once.
 */
export const TRACK_LISTS_KEY = ['tracks'] as const;

export const catalogueKeys = {
  feed: (query: string) => [...TRACK_LISTS_KEY, 'feed', query] as const,
  track: (id: string) => [...TRACK_LISTS_KEY, 'detail', id] as const,
  artistTracks: (username: string, tab: string) => [...TRACK_LISTS_KEY, 'artist', username.toLowerCase(), tab] as const,
  genres: ['genres'] as const,
  artists: ['artists'] as const,
  profile: (username: string) => ['profiles', username.toLowerCase()] as const,
};
