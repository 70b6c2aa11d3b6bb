/** Query keys of following artists. */
export const followKeys = {
  state: (username: string) => ['follows', 'state', username.toLowerCase()] as const,
  artists: ['follows', 'artists'] as const,
  among: ['follows', 'among'] as const,
  /** Starts with `tracks` like every list of track cards, so a like on any card patches this list too. */
  feed: ['tracks', 'following'] as const,
};
