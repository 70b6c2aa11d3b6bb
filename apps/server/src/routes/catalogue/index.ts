import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFeedPage } from '@beatpasal/shared/schemas/catalogue';
import {
  ZArtistPage,
  ZArtistTracksQuery,
  ZCursorQuery,
  ZGenreList,
  ZUsernameParams,
} from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { listArtistTracks } from '../../services/catalogue/list-artist-tracks';
import { listArtists } from '../../services/catalogue/list-artists';
import { listGenres } from '../../services/catalogue/list-genres';
import { listLikedTracks } from '../../services/catalogue/list-liked-tracks';
import { access, signedIn } from '../../auth/access-declaration';

/** Browsing by genre and artist, and the library's Liked Tracks. */
export default async function catalogueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];
  const config = { visitorCache: true };
  const viewerId = async (request: FastifyRequest) => (await request.sessionUser())?.id ?? null;

  api.get(
    '/api/genres',
    { config, schema: { ...access('none', { others: 200 }), tags, response: { 200: ZGenreList } } },
    async () => listGenres(ctx),
  );

  api.get(
    '/api/artists',
    {
      config,
      schema: { ...access('none', { others: 200 }), tags, querystring: ZCursorQuery, response: { 200: ZArtistPage } },
    },
    async (request) => {
      return listArtists(ctx, { cursor: request.query.cursor });
    },
  );

  api.get(
    '/api/artists/:username/tracks',
    {
      config,
      schema: {
        ...access('artistName', { others: 200 }),
        tags,
        params: ZUsernameParams,
        querystring: ZArtistTracksQuery,
        response: { 200: ZFeedPage },
      },
    },
    async (request) => {
      const { username } = request.params;
      return listArtistTracks(ctx, { viewerId: await viewerId(request), username, ...request.query });
    },
  );

  api.get(
    '/api/me/likes',
    { schema: { ...signedIn('none', { others: 200 }), tags, querystring: ZCursorQuery, response: { 200: ZFeedPage } } },
    async (request) => {
      const user = await request.requireUser();
      return listLikedTracks(ctx, { userId: user.id, cursor: request.query.cursor });
    },
  );
}
