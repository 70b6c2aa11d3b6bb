import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WALLET_QR_MESSAGES, ZWalletQrLabel, ZWalletQrList } from '@beatpasal/shared/schemas/account-api';
import { ZWalletQr } from '@beatpasal/shared/schemas/profiles';
import { ZWalletQrSettings } from '@beatpasal/shared/payments/payment-qr-api';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import {
  IMAGE_FILE,
  parseFormFields,
  readUploadedBytes,
  withMultipartForm,
} from '../../media/uploads/read-multipart-form';
import { addWalletQr } from '../../services/wallet-qrs/add-wallet-qr';
import { deleteWalletQr } from '../../services/wallet-qrs/delete-wallet-qr';
import { listWalletQrs } from '../../services/wallet-qrs/list-wallet-qrs';
import { setPrimaryWalletQr } from '../../services/wallet-qrs/set-primary-wallet-qr';
import { setWalletQrSettings } from '../../services/wallet-qrs/set-wallet-qr-settings';
import { formBody } from '../../media/uploads/form-doc';
import { signedIn } from '../../auth/access-declaration';

const ZWalletQrParams = z.object({ id: z.string().max(100) });

export default async function walletQrRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['wallet-qrs'] };

  api.get(
    '/api/me/wallet-qrs',
    {
      schema: {
        ...signedIn('none', { others: 403, artist: 200, otherArtist: 200 }),
        ...schema,
        response: { 200: ZWalletQrList },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return listWalletQrs(ctx, { userId: user.id });
    },
  );

  /** multipart/form-data: file `image` and field `label` (esewa, khalti, fonepay or bank). */
  api.post(
    '/api/me/wallet-qrs',
    {
      schema: {
        ...signedIn('none', { others: 403, artist: 415, otherArtist: 415 }),
        ...schema,
        ...formBody(ZWalletQrLabel, {
          image: { ...IMAGE_FILE, isRequired: true, accepts: 'PNG, JPEG or WebP image of a QR code' },
        }),
        response: { 201: ZWalletQr },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const qr = await withMultipartForm(request, { files: { image: IMAGE_FILE } }, async ({ fields, files }) => {
        const { label } = parseFormFields(ZWalletQrLabel, fields);
        if (!files.image)
          throw new AppError('BAD_REQUEST', {
            userMessage: WALLET_QR_MESSAGES.imageRequired,
            fieldErrors: { image: WALLET_QR_MESSAGES.imageRequired },
          });
        return addWalletQr(ctx, {
          userId: user.id,
          label,
          image: await readUploadedBytes(files.image),
          log: request.log,
        });
      });
      return reply.status(201).send(qr);
    },
  );

  api.post(
    '/api/me/wallet-qrs/:id/primary',
    {
      schema: {
        ...signedIn('walletQr', { others: 403, artist: 404, otherArtist: 404 }),
        ...schema,
        params: ZWalletQrParams,
        response: { 200: ZWalletQrList },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return setPrimaryWalletQr(ctx, { userId: user.id, walletQrId: request.params.id });
    },
  );

  /** Whether checkout QRs of this wallet carry the order reference in tag 62 (decision 064). */
  api.patch(
    '/api/me/wallet-qrs/:id',
    {
      schema: {
        ...signedIn('walletQr', { others: 403, artist: 404, otherArtist: 404 }),
        ...schema,
        params: ZWalletQrParams,
        body: ZWalletQrSettings,
        response: { 200: ZWalletQr },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return setWalletQrSettings(ctx, { userId: user.id, walletQrId: request.params.id, ...request.body });
    },
  );

  api.delete(
    '/api/me/wallet-qrs/:id',
    {
      schema: {
        ...signedIn('walletQr', { others: 403, artist: 404, otherArtist: 404 }),
        ...schema,
        params: ZWalletQrParams,
        response: { 200: ZWalletQrList },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return deleteWalletQr(ctx, { userId: user.id, walletQrId: request.params.id });
    },
  );
}
