/** Query keys and paths of free downloads; no zod here, the track page's chunk imports it. */
export const freeDownloadKeys = {
  offer: (trackId: string) => ['free-downloads', 'offer', trackId] as const,
  switch: (trackId: string) => ['free-downloads', 'switch', trackId] as const,
  list: ['free-downloads', 'list'] as const,
};

export const offerPath = (trackId: string) => `/api/tracks/${encodeURIComponent(trackId)}/free-download`;
