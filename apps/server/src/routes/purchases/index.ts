import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PURCHASE_MESSAGES,
  ZCreatePurchase,
  ZDownloadQuery,
  ZFileLink,
  ZPageQuery,
  ZPurchase,
  ZPurchaseDetail,
  ZPurchaseId,
  ZPurchasePage,
  ZRejectPurchase,
  ZSale,
  ZSalePage,
  ZSalesQuery,
} from '@beatpasal/shared/schemas/purchases';
import { ZApprovalPreview, ZApprovePurchase } from '@beatpasal/shared/schemas/paid-sales';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { withTempDir } from '../../media/audio/temp-dirs';
import { approvePurchase } from '../../services/purchases/approve-purchase';
import { createPurchase } from '../../services/purchases/create-purchase';
import { getApproval } from '../../services/purchases/get-approval';
import { getFileLink } from '../../services/purchases/get-file-link';
import { getPurchase } from '../../services/purchases/get-purchase';
import { listMyPurchases, listMySales } from '../../services/purchases/list-purchase-pages';
import { rejectPurchase } from '../../services/purchases/reject-purchase';
import { submitProof } from '../../services/purchases/submit-proof';
import { requireAlternateTarget, uploadAlternate } from '../../services/purchases/upload-alternate';
import { readFinishedUpload } from '../../services/uploads/take-upload';
import {
  ALTERNATE_FORM_DOC,
  PROOF_FORM_DOC,
  readAlternateForm,
  readAlternateUpload,
  readProofForm,
} from './read-purchase-forms';
import { signedIn } from '../../auth/access-declaration';

async function requireBuyerSession(request: FastifyRequest): Promise<string> {
  const user = await request.sessionUser();
  if (!user) throw new AppError('UNAUTHORIZED', { userMessage: PURCHASE_MESSAGES.visitorBuy });
  return user.id;
}

/** Purchases (DESIGN §6): Buy Now, proof, the artist's decision, files, and both sides' lists. */
export default async function purchaseRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchases'];
  const params = ZPurchaseId;
  const userId = async (request: FastifyRequest) => (await request.requireUser()).id;
  const noStore = {
    onSend: async (_request: FastifyRequest, reply: { header(name: string, value: string): unknown }) =>
      void reply.header('cache-control', 'no-store'),
  };

  api.post(
    '/api/purchases',
    {
      schema: {
        ...signedIn('none', { others: 403, buyer: 201, otherBuyer: 201 }),
        tags,
        body: ZCreatePurchase,
        response: { 200: ZPurchase, 201: ZPurchase },
      },
    },
    async (request, reply) => {
      const { trackId, licenceKind } = request.body;
      const { purchase, isNew } = await createPurchase(ctx, {
        userId: await requireBuyerSession(request),
        trackId,
        licenceKind,
      });
      return reply.status(isNew ? 201 : 200).send(purchase);
    },
  );

  api.get(
    '/api/purchases/:id',
    { schema: { ...signedIn('purchase', { others: 404 }), tags, params, response: { 200: ZPurchaseDetail } } },
    async (request) => {
      return getPurchase(ctx, { userId: await userId(request), purchaseId: request.params.id });
    },
  );

  /** multipart/form-data: file `screenshot`, fields `wallet` and `transactionId`. */
  api.post(
    '/api/purchases/:id/proof',
    {
      schema: {
        ...signedIn('purchase', { others: 400 }),
        tags,
        params,
        ...PROOF_FORM_DOC,
        response: { 200: ZPurchase },
      },
    },
    async (request) => {
      const user = await userId(request);
      const form = await readProofForm(request);
      return submitProof(ctx, { userId: user, purchaseId: request.params.id, ...form, log: request.log });
    },
  );

  /** What Mark as Paid would close, for the artist to confirm first (decision 066). */
  api.get(
    '/api/purchases/:id/approval',
    {
      schema: {
        ...signedIn('purchase', { others: 403, artist: 404, otherArtist: 404 }),
        tags,
        params,
        response: { 200: ZApprovalPreview },
      },
    },
    async (request) => {
      return getApproval(ctx, { userId: await userId(request), purchaseId: request.params.id });
    },
  );

  /** Body (optional): the refund for each paid order an exclusive sale closes; refused without them (decision 066). */
  api.post(
    '/api/purchases/:id/approve',
    {
      schema: {
        ...signedIn('purchase', { others: 403, artist: 404, otherArtist: 404 }),
        tags,
        params,
        body: ZApprovePurchase.nullish(),
        response: { 200: ZSale },
      },
    },
    async (request) => {
      return approvePurchase(ctx, {
        userId: await userId(request),
        purchaseId: request.params.id,
        refunds: request.body?.refunds ?? [],
      });
    },
  );

  api.post(
    '/api/purchases/:id/reject',
    {
      schema: {
        ...signedIn('purchase', { others: 403, artist: 404, otherArtist: 404 }),
        tags,
        params,
        body: ZRejectPurchase,
        response: { 200: ZSale },
      },
    },
    async (request) => {
      return rejectPurchase(ctx, { userId: await userId(request), purchaseId: request.params.id, ...request.body });
    },
  );

  /** multipart/form-data with the file `alternate` (audio), or JSON naming a finished resumable upload. */
  api.post(
    '/api/purchases/:id/alternate',
    {
      schema: {
        ...signedIn('purchase', { others: 403, artist: 404, otherArtist: 404 }),
        tags,
        params,
        ...ALTERNATE_FORM_DOC,
        response: { 200: ZSale },
      },
    },
    async (request) => {
      const user = await userId(request);
      const purchase = await requireAlternateTarget(ctx, user, request.params.id);
      const upload = readAlternateUpload(request, user);
      return withTempDir(async (dir) => {
        const file = upload ? await readFinishedUpload(ctx, upload, dir) : await readAlternateForm(request, dir);
        return uploadAlternate(ctx, { userId: user, purchase, file, upload, log: request.log });
      });
    },
  );

  api.get(
    '/api/purchases/:id/download',
    {
      ...noStore,
      schema: {
        ...signedIn('purchase', { others: 404 }),
        tags,
        params,
        querystring: ZDownloadQuery,
        response: { 200: ZFileLink },
      },
    },
    async (request) => {
      return getFileLink(ctx, {
        userId: await userId(request),
        purchaseId: request.params.id,
        file: request.query.file,
      });
    },
  );

  api.get(
    '/api/purchases/:id/agreement',
    { ...noStore, schema: { ...signedIn('purchase', { others: 404 }), tags, params, response: { 200: ZFileLink } } },
    async (request) => {
      return getFileLink(ctx, { userId: await userId(request), purchaseId: request.params.id, file: 'agreement' });
    },
  );

  /** The payment screenshot, for the buyer who sent it and the artist who checks it. */
  api.get(
    '/api/purchases/:id/screenshot',
    { ...noStore, schema: { ...signedIn('purchase', { others: 404 }), tags, params, response: { 200: ZFileLink } } },
    async (request) => {
      return getFileLink(ctx, { userId: await userId(request), purchaseId: request.params.id, file: 'screenshot' });
    },
  );

  api.get(
    '/api/me/purchases',
    {
      schema: {
        ...signedIn('none', { others: 403, buyer: 200, otherBuyer: 200 }),
        tags,
        querystring: ZPageQuery,
        response: { 200: ZPurchasePage },
      },
    },
    async (request) => {
      return listMyPurchases(ctx, { userId: await userId(request), cursor: request.query.cursor });
    },
  );

  api.get(
    '/api/me/sales',
    {
      schema: {
        ...signedIn('none', { others: 403, artist: 200, otherArtist: 200 }),
        tags,
        querystring: ZSalesQuery,
        response: { 200: ZSalePage },
      },
    },
    async (request) => {
      return listMySales(ctx, {
        userId: await userId(request),
        status: request.query.status,
        cursor: request.query.cursor,
      });
    },
  );
}
