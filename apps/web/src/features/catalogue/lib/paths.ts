/** Addresses of catalogue pages; a username or id never breaks out of its segment. */
export const trackPath = (id: string) => `/track/${encodeURIComponent(id)}`;
export const artistPath = (username: string) => `/artist/${encodeURIComponent(username)}`;
export const messagePath = (userId: string) => `/messages/${encodeURIComponent(userId)}`;
/** Negotiate: the chat with the artist, with the track and licence attached for the buyer's price proposal. */
export const negotiatePath = (artistId: string, trackId: string, licenceKind: string) =>
  `${messagePath(artistId)}?${new URLSearchParams({ track: trackId, licence: licenceKind }).toString()}`;
export const checkoutPath = (trackId: string) => `/checkout/${encodeURIComponent(trackId)}`;
/** The id of home's Explore section, where searches are shown. */
export const EXPLORE_ID = 'explore';
/** A search on home's Explore section; the whole state is in the query string. */
export const searchPath = (params: URLSearchParams) => {
  const query = params.toString();
  return query ? `/?${query}#${EXPLORE_ID}` : `/#${EXPLORE_ID}`;
};
