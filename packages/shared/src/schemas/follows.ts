import { z } from 'zod';
import { defineMessages } from '../message-keys';

/** Following artists and the Following feed (issue 34): request and response shapes, and the server's messages. */

export const FOLLOW_MESSAGES = defineMessages('follows', {
  loginToFollow: 'Please log in to follow artists.',
  ownFollow: "You can't follow yourself.",
  adminFollow: 'Administrator accounts do not follow artists.',
  tooManyFollows: 'You have followed and unfollowed a lot of artists in the last hour. Please try again later.',
});

/** The follow button and the follower count of one artist, as the viewer sees them. */
export const ZFollowState = z.object({
  isFollowing: z.boolean(),
  followerCount: z.number().int().min(0),
});

/** Artist cards asked about at once: a page of /artists or the home carousel. */
export const FOLLOWING_AMONG_MAX = 48;

/** GET /api/me/following/among?artists=id,id…: which of these artists (a page of cards) the person follows. */
export const ZFollowingAmongQuery = z.object({
  artists: z
    .string()
    .max(FOLLOWING_AMONG_MAX * 65)
    .transform((text) => [...new Set(text.split(',').filter((id) => id !== ''))])
    .pipe(z.array(z.string().min(1).max(64)).max(FOLLOWING_AMONG_MAX)),
});

export const ZFollowingAmong = z.object({ artistIds: z.array(z.string()) });

/** Artists in the library's Following list per page. */
export const FOLLOWING_PAGE_SIZE = 24;

export type TFollowState = z.infer<typeof ZFollowState>;
export type TFollowingAmong = z.infer<typeof ZFollowingAmong>;
