import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { ZArtistPage, ZCursorQuery, ZUsernameParams } from '@beatpasal/shared/schemas/catalogue-api';
import {
  FOLLOW_MESSAGES,
  ZFollowingAmong,
  ZFollowingAmongQuery,
  ZFollowState,
} from '@beatpasal/shared/schemas/follows';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { access, signedIn } from '../../auth/access-declaration';
import { followArtist } from '../../services/follows/follow-artist';
import { FOLLOWS_PER_HOUR } from '../../services/follows/follow-rate-limit';
import { getFollowState } from '../../services/follows/get-follow-state';
import { listFollowedArtists } from '../../services/follows/list-followed-artists';
import { listFollowingAmong } from '../../services/follows/list-following-among';
import { listFollowingFeed } from '../../services/follows/list-following-feed';
import { unfollowArtist } from '../../services/follows/unfollow-artist';
import { withRateLimit } from '../../services/rate-limit/consume-rate-limit';

/** Following artists (issue 34): the follow button's state, follow and unfollow, the library's list and the Following feed. */
export default async function followRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['follows'];
  const params = ZUsernameParams;

  /** Follows and unfollows count together against the person's hourly limit. */
  async function limited<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (userId: string) => Promise<T>,
  ): Promise<T> {
    const user = await request.sessionUser();
    if (!user) throw new AppError('UNAUTHORIZED', { userMessage: FOLLOW_MESSAGES.loginToFollow });
    const limit = { rule: FOLLOWS_PER_HOUR, subject: user.id, reply, userMessage: FOLLOW_MESSAGES.tooManyFollows };
    return withRateLimit(ctx.database.db, limit, () => work(user.id));
  }

  api.get(
    '/api/artists/:username/follow',
    { schema: { ...access('artistName', { others: 200 }), tags, params, response: { 200: ZFollowState } } },
    async (request) => {
      const viewerId = (await request.sessionUser())?.id ?? null;
      return getFollowState(ctx, { viewerId, username: request.params.username });
    },
  );

  api.put(
    '/api/artists/:username/follow',
    {
      schema: { ...signedIn('artistName', { others: 200, admin: 403 }), tags, params, response: { 200: ZFollowState } },
    },
    async (request, reply) =>
      limited(request, reply, (userId) => followArtist(ctx, { userId, username: request.params.username })),
  );

  api.delete(
    '/api/artists/:username/follow',
    { schema: { ...signedIn('artistName', { others: 200 }), tags, params, response: { 200: ZFollowState } } },
    async (request, reply) =>
      limited(request, reply, (userId) => unfollowArtist(ctx, { userId, username: request.params.username })),
  );

  api.get(
    '/api/me/following',
    {
      schema: { ...signedIn('none', { others: 200 }), tags, querystring: ZCursorQuery, response: { 200: ZArtistPage } },
    },
    async (request) => {
      const user = await request.requireUser();
      return listFollowedArtists(ctx, { userId: user.id, cursor: request.query.cursor });
    },
  );

  api.get(
    '/api/me/following/tracks',
    { schema: { ...signedIn('none', { others: 200 }), tags, querystring: ZCursorQuery, response: { 200: ZFeedPage } } },
    async (request) => {
      const user = await request.requireUser();
      return listFollowingFeed(ctx, { userId: user.id, cursor: request.query.cursor });
    },
  );

  api.get(
    '/api/me/following/among',
    {
      schema: {
        ...signedIn('none', { others: 200 }),
        tags,
        querystring: ZFollowingAmongQuery,
        response: { 200: ZFollowingAmong },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return listFollowingAmong(ctx, { userId: user.id, artistIds: request.query.artists });
    },
  );
}
