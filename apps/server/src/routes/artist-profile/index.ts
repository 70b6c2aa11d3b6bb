import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES, ZArtistProfile } from '@beatpasal/shared/schemas/account-api';
import { ZArtistProfileInput, ZWalletKind } from '@beatpasal/shared/schemas/profiles';
import type { AppContext } from '../../context';
import { parseFormFields, readMultipartForm } from '../../media/uploads/read-multipart-form';
import { getArtistProfile } from '../../services/accounts/get-artist-profile';
import { saveArtistProfile } from '../../services/accounts/save-artist-profile';

const ZWalletQrLabelField = z.object({ walletQrLabel: ZWalletKind });

export default async function artistProfileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/artist-profile', { schema: { tags: ['accounts'], response: { 200: ZArtistProfile } } }, async (request) => {
    const user = await request.requireUser();
    return getArtistProfile(ctx, { userId: user.id });
  });

  /** multipart/form-data: the ZArtistProfileInput text fields, optional files avatar, cover, walletQr (+ walletQrLabel). */
  api.put(
    '/api/me/artist-profile',
    { schema: { tags: ['accounts'], consumes: ['multipart/form-data'], response: { 200: ZArtistProfile } } },
    async (request) => {
      const user = await request.requireUser();
      const { fields, files } = await readMultipartForm(request, {
        fileFields: ['avatar', 'cover', 'walletQr'],
        maxFileBytes: MAX_IMAGE_BYTES,
        tooLargeMessage: UPLOAD_MESSAGES.imageTooLarge,
      });
      const profile = parseFormFields(ZArtistProfileInput, fields);
      const walletQr = files.walletQr && {
        bytes: files.walletQr.bytes,
        label: parseFormFields(ZWalletQrLabelField, fields).walletQrLabel,
      };
      return saveArtistProfile(ctx, {
        userId: user.id,
        profile,
        avatar: files.avatar?.bytes,
        cover: files.cover?.bytes,
        walletQr,
        log: request.log,
      });
    },
  );
}
