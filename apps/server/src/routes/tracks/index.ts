import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFeedPage } from '@beatpasal/shared/schemas/catalogue';
import {
  CATALOGUE_MESSAGES,
  ZFeedRequest,
  ZLikeState,
  ZPlayResult,
  ZStreamLink,
  ZTrackIdParams,
  ZTrackPage,
} from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { countPlay } from '../../services/catalogue/count-play';
import { getPreviewLink } from '../../services/catalogue/get-preview-link';
import { getTrackPage } from '../../services/catalogue/get-track-page';
import { likeTrack } from '../../services/catalogue/like-track';
import { listFeed } from '../../services/catalogue/list-feed';
import { unlikeTrack } from '../../services/catalogue/unlike-track';
import { access, signedIn } from '../../auth/access-declaration';

async function requireLiker(request: FastifyRequest): Promise<string> {
  const user = await request.sessionUser();
  if (!user) throw new AppError('UNAUTHORIZED', { userMessage: CATALOGUE_MESSAGES.loginToLike });
  return user.id;
}

/** Public track routes: the feed, the track page, its preview link, likes and plays. */
export default async function trackRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];
  const viewerId = async (request: FastifyRequest) => (await request.sessionUser())?.id ?? null;

  const config = { visitorCache: true };

  api.get(
    '/api/tracks',
    {
      config,
      schema: { ...access('none', { others: 200 }), tags, querystring: ZFeedRequest, response: { 200: ZFeedPage } },
    },
    async (request) => {
      return listFeed(ctx, { viewerId: await viewerId(request), query: request.query });
    },
  );

  api.get(
    '/api/tracks/:id',
    {
      config,
      schema: { ...access('track', { others: 200 }), tags, params: ZTrackIdParams, response: { 200: ZTrackPage } },
    },
    async (request) => {
      return getTrackPage(ctx, { viewerId: await viewerId(request), trackId: request.params.id });
    },
  );

  api.get(
    '/api/tracks/:id/stream',
    { schema: { ...access('track', { others: 200 }), tags, params: ZTrackIdParams, response: { 200: ZStreamLink } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPreviewLink(ctx, { viewerId: await viewerId(request), trackId: request.params.id });
    },
  );

  api.put(
    '/api/tracks/:id/like',
    {
      schema: {
        ...signedIn('track', { others: 200, admin: 403 }),
        tags,
        params: ZTrackIdParams,
        response: { 200: ZLikeState },
      },
    },
    async (request) => {
      return likeTrack(ctx, { userId: await requireLiker(request), trackId: request.params.id });
    },
  );

  api.delete(
    '/api/tracks/:id/like',
    { schema: { ...signedIn('track', { others: 200 }), tags, params: ZTrackIdParams, response: { 200: ZLikeState } } },
    async (request) => {
      return unlikeTrack(ctx, { userId: await requireLiker(request), trackId: request.params.id });
    },
  );

  api.post(
    '/api/tracks/:id/play',
    { schema: { ...access('track', { others: 200 }), tags, params: ZTrackIdParams, response: { 200: ZPlayResult } } },
    async (request) => {
      return countPlay(ctx, {
        viewerId: await viewerId(request),
        trackId: request.params.id,
        ip: request.ip,
      });
    },
  );
}
