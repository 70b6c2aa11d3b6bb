/** Addresses of catalogue pages; a username or id never breaks out of its segment. */
export const trackPath = (id: string) => `/track/${encodeURIComponent(id)}`;
export const artistPath = (username: string) => `/artist/${encodeURIComponent(username)}`;
export const messagePath = (userId: string) => `/messages/${encodeURIComponent(userId)}`;
export const checkoutPath = (trackId: string) => `/checkout/${encodeURIComponent(trackId)}`;
export const searchPath = (params: URLSearchParams) => {
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
};
