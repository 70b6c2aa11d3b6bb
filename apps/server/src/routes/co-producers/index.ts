import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTrackIdParams } from '@beatpasal/shared/schemas/catalogue-api';
import {
  ZCoProduction,
  ZCoProductionIdParams,
  ZCoProductionList,
  ZSetCoProducers,
  ZSettleShare,
  ZShare,
  ZShareDetail,
  ZShareList,
  ZShareQuery,
  ZTrackCoProducers,
} from '@beatpasal/shared/schemas/co-producers';
import { ZPaymentQrQuery } from '@beatpasal/shared/payments/payment-qr-api';
import type { AppContext } from '../../context';
import { signedIn } from '../../auth/access-declaration';
import { answerInvitation } from '../../services/co-producers/answer-invitation';
import { getShare } from '../../services/co-producers/get-share';
import { getShareQr } from '../../services/co-producers/get-share-qr';
import { listCoProductions } from '../../services/co-producers/list-co-productions';
import { listShares } from '../../services/co-producers/list-shares';
import { getTrackCoProducers, setCoProducers } from '../../services/co-producers/set-co-producers';
import { settleShare } from '../../services/co-producers/settle-share';

/** Co-producers of a track and the shares of its sales (issue 35 part 5, decision 089). */
export default async function coProducerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['co-producers'];
  /** Artists only; a buyer or an administrator is told so, another artist finds nothing. */
  const artistOnly = { others: 403, artist: 404, otherArtist: 404 } as const;
  const anyArtist = { others: 403, artist: 200, otherArtist: 200 } as const;

  api.get(
    '/api/me/tracks/:id/co-producers',
    {
      schema: { ...signedIn('track', artistOnly), tags, params: ZTrackIdParams, response: { 200: ZTrackCoProducers } },
    },
    async (request) => {
      const user = await request.requireUser();
      return getTrackCoProducers(ctx, { userId: user.id, trackId: request.params.id });
    },
  );

  api.put(
    '/api/me/tracks/:id/co-producers',
    {
      schema: {
        ...signedIn('track', artistOnly),
        tags,
        params: ZTrackIdParams,
        body: ZSetCoProducers,
        response: { 200: ZTrackCoProducers },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return setCoProducers(ctx, { userId: user.id, trackId: request.params.id, ...request.body });
    },
  );

  api.get(
    '/api/me/co-productions',
    { schema: { ...signedIn('none', anyArtist), tags, response: { 200: ZCoProductionList } } },
    async (request) => listCoProductions(ctx, { userId: (await request.requireUser()).id }),
  );

  for (const [action, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    api.post(
      `/api/co-productions/:id/${action}`,
      {
        schema: {
          ...signedIn('coProduction', artistOnly),
          tags,
          params: ZCoProductionIdParams,
          response: { 200: ZCoProduction },
        },
      },
      async (request) => {
        const user = await request.requireUser();
        return answerInvitation(ctx, { userId: user.id, invitationId: request.params.id, answer });
      },
    );
  }

  api.get(
    '/api/me/co-producer-shares',
    { schema: { ...signedIn('none', anyArtist), tags, querystring: ZShareQuery, response: { 200: ZShareList } } },
    async (request) => listShares(ctx, { userId: (await request.requireUser()).id, role: request.query.role }),
  );

  const share = { ...signedIn('coProducerShare', artistOnly), tags, params: ZCoProductionIdParams };

  api.get('/api/co-producer-shares/:id', { schema: { ...share, response: { 200: ZShareDetail } } }, async (request) =>
    getShare(ctx, { userId: (await request.requireUser()).id, shareId: request.params.id }),
  );

  api.get(
    '/api/co-producer-shares/:id/payment-qr',
    {
      schema: {
        ...share,
        summary: "The co-producer's wallet QR (PNG) carrying the share's exact amount. The track's lead only.",
        querystring: ZPaymentQrQuery,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const png = await getShareQr(ctx, {
        userId: user.id,
        shareId: request.params.id,
        walletQrId: request.query.wallet,
      });
      return reply.header('cache-control', 'private, no-store').type('image/png').send(png);
    },
  );

  api.post(
    '/api/co-producer-shares/:id/settle',
    { schema: { ...share, body: ZSettleShare, response: { 200: ZShare } } },
    async (request) => {
      const user = await request.requireUser();
      return settleShare(ctx, { userId: user.id, shareId: request.params.id, ...request.body });
    },
  );
}
