import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBulkDealInput,
  ZCodeIdParams,
  ZDeals,
  ZDiscountCodeInput,
  ZSaleIdParams,
  ZTimedSaleInput,
} from '@beatpasal/shared/schemas/deals';
import type { AppContext } from '../../context';
import { signedIn } from '../../auth/access-declaration';
import { getDeals } from '../../services/deals/get-deals';
import { removeBulkDeal, setBulkDeal } from '../../services/deals/save-bulk-deal';
import { createDiscountCode, removeDiscountCode, updateDiscountCode } from '../../services/deals/save-discount-code';
import { createTimedSale, removeTimedSale, updateTimedSale } from '../../services/deals/save-timed-sale';

/** An artist's discount codes, bulk deal and timed sales (issue 35 parts 2–4, decision 092). Each answers the whole page. */
export default async function dealRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['deals'];
  const response = { 200: ZDeals };
  /** Any artist manages their own; a buyer or administrator is told it is for artists. */
  const ownStore = signedIn('none', { others: 403, artist: 200, otherArtist: 200 });
  /** Someone else's code or sale is not found. */
  const ownRow = (target: 'discountCode' | 'timedSale') =>
    signedIn(target, { others: 403, artist: 404, otherArtist: 404 });

  api.get('/api/me/deals', { schema: { ...ownStore, tags, response } }, async (request) =>
    getDeals(ctx, { userId: (await request.requireUser()).id }),
  );

  api.post(
    '/api/me/deals/codes',
    { schema: { ...ownStore, tags, body: ZDiscountCodeInput, response } },
    async (request) => createDiscountCode(ctx, { userId: (await request.requireUser()).id, ...request.body }),
  );
  api.put(
    '/api/me/deals/codes/:id',
    { schema: { ...ownRow('discountCode'), tags, params: ZCodeIdParams, body: ZDiscountCodeInput, response } },
    async (request) =>
      updateDiscountCode(ctx, { userId: (await request.requireUser()).id, id: request.params.id, ...request.body }),
  );
  api.delete(
    '/api/me/deals/codes/:id',
    { schema: { ...ownRow('discountCode'), tags, params: ZCodeIdParams, response } },
    async (request) => removeDiscountCode(ctx, { userId: (await request.requireUser()).id, id: request.params.id }),
  );

  api.put(
    '/api/me/deals/bulk-deal',
    { schema: { ...ownStore, tags, body: ZBulkDealInput, response } },
    async (request) => setBulkDeal(ctx, { userId: (await request.requireUser()).id, ...request.body }),
  );
  api.delete('/api/me/deals/bulk-deal', { schema: { ...ownStore, tags, response } }, async (request) =>
    removeBulkDeal(ctx, { userId: (await request.requireUser()).id }),
  );

  api.post('/api/me/deals/sales', { schema: { ...ownStore, tags, body: ZTimedSaleInput, response } }, async (request) =>
    createTimedSale(ctx, { userId: (await request.requireUser()).id, ...request.body }),
  );
  api.put(
    '/api/me/deals/sales/:id',
    { schema: { ...ownRow('timedSale'), tags, params: ZSaleIdParams, body: ZTimedSaleInput, response } },
    async (request) =>
      updateTimedSale(ctx, { userId: (await request.requireUser()).id, id: request.params.id, ...request.body }),
  );
  api.delete(
    '/api/me/deals/sales/:id',
    { schema: { ...ownRow('timedSale'), tags, params: ZSaleIdParams, response } },
    async (request) => removeTimedSale(ctx, { userId: (await request.requireUser()).id, id: request.params.id }),
  );
}
