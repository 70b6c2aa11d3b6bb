/** English strings of following artists (issue 34): the follow button, home's Following tab, the library's list; merged into `en` under `follows`. */
export const followsEn = {
  button: {
    follow: 'Follow',
    following: 'Following',
    loginToFollowLabel: 'Log in to follow {name}',
  },
  count: {
    follower: { one: '{count} follower', other: '{count} followers' },
  },
  home: {
    tabsLabel: 'Tracks to show',
    explore: 'Explore',
    following: 'Following',
    feedLabel: 'New tracks from artists you follow',
    loading: 'Loading new tracks from artists you follow...',
    empty: 'Follow artists to see their new tracks here.',
    findArtists: 'Find artists',
  },
  library: {
    tab: 'Following',
    listLabel: 'Artists you follow',
    loading: 'Loading the artists you follow...',
    empty: "You don't follow any artists yet.",
    noMore: 'That is everyone you follow.',
  },
  dashboard: {
    title: 'Followers',
    hint: 'They see your new tracks in their Following feed.',
    countUnavailable: 'Not available right now',
  },
} as const;
