import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCursorQuery, ZTrackIdParams } from '@beatpasal/shared/schemas/catalogue-api';
import {
  FREE_DOWNLOAD_MESSAGES,
  ZArtistFreeDownloadPage,
  ZFreeDownload,
  ZFreeDownloadAnswer,
  ZFreeDownloadClaim,
  ZFreeDownloadRequest,
  ZFreeDownloadState,
  ZFreeDownloadSwitch,
} from '@beatpasal/shared/schemas/free-downloads';
import type { AppContext } from '../../context';
import { access, signedIn } from '../../auth/access-declaration';
import { languageOfHeader } from '../../mail/mail-language';
import { claimFreeDownload } from '../../services/free-downloads/claim-free-download';
import {
  FREE_DOWNLOADS_PER_ADDRESS,
  FREE_DOWNLOADS_PER_PERSON,
} from '../../services/free-downloads/free-download-limits';
import { getFreeDownloadState } from '../../services/free-downloads/get-free-download-state';
import { listFreeDownloads } from '../../services/free-downloads/list-free-downloads';
import { requestFreeDownload } from '../../services/free-downloads/request-free-download';
import { getFreeDownloadSwitch, switchFreeDownload } from '../../services/free-downloads/switch-free-download';
import { withRateLimit } from '../../services/rate-limit/consume-rate-limit';

/** Free downloads for a contact (issue 34 part 5, decision 081): the track page's offer, the mailed link, the studio switch, the artist's list. */
export default async function freeDownloadRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['free-downloads'];
  const params = ZTrackIdParams;
  const { db } = ctx.database;
  const artistOnly = { others: 403, artist: 404, otherArtist: 404 } as const;

  api.get(
    '/api/tracks/:id/free-download',
    { schema: { ...access('track', { others: 200 }), tags, params, response: { 200: ZFreeDownloadState } } },
    async (request) => getFreeDownloadState(ctx, { trackId: request.params.id }),
  );

  /** Rate limited per person (account, else IP) and, for a visitor, per address; only answered requests count. */
  api.post(
    '/api/tracks/:id/free-download',
    {
      schema: {
        ...access('track', { others: 404 }),
        tags,
        params,
        body: ZFreeDownloadRequest,
        response: { 200: ZFreeDownloadAnswer },
      },
    },
    async (request, reply) => {
      const user = await request.sessionUser();
      const language = languageOfHeader(request.headers['accept-language']);
      const { email, follow } = request.body;
      const work = () =>
        requestFreeDownload(ctx, { user, trackId: request.params.id, email, follow, language, log: request.log });
      const person = { rule: FREE_DOWNLOADS_PER_PERSON, subject: user?.id ?? request.ip, reply };
      return withRateLimit(db, { ...person, userMessage: FREE_DOWNLOAD_MESSAGES.tooManyRequests }, () =>
        user || !email
          ? work()
          : withRateLimit(
              db,
              {
                rule: FREE_DOWNLOADS_PER_ADDRESS,
                subject: email,
                reply,
                userMessage: FREE_DOWNLOAD_MESSAGES.tooManyForAddress,
              },
              work,
            ),
      );
    },
  );

  api.post(
    '/api/free-downloads/claim',
    {
      schema: { ...access('none', { others: 404 }), tags, body: ZFreeDownloadClaim, response: { 200: ZFreeDownload } },
    },
    async (request) =>
      claimFreeDownload(ctx, {
        token: request.body.token,
        language: languageOfHeader(request.headers['accept-language']),
        log: request.log,
      }),
  );

  api.get(
    '/api/me/tracks/:id/free-download',
    { schema: { ...signedIn('track', artistOnly), tags, params, response: { 200: ZFreeDownloadState } } },
    async (request) => {
      const user = await request.requireUser();
      return getFreeDownloadSwitch(ctx, { userId: user.id, trackId: request.params.id });
    },
  );

  api.put(
    '/api/me/tracks/:id/free-download',
    {
      schema: {
        ...signedIn('track', artistOnly),
        tags,
        params,
        body: ZFreeDownloadSwitch,
        response: { 200: ZFreeDownloadState },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return switchFreeDownload(ctx, { userId: user.id, trackId: request.params.id, isFree: request.body.isFree });
    },
  );

  api.get(
    '/api/me/free-downloads',
    {
      schema: {
        ...signedIn('none', { others: 403, artist: 200, otherArtist: 200 }),
        tags,
        querystring: ZCursorQuery,
        response: { 200: ZArtistFreeDownloadPage },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return listFreeDownloads(ctx, { userId: user.id, cursor: request.query.cursor });
    },
  );
}
