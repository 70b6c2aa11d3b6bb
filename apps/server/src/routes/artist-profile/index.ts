import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZArtistProfile } from '@beatpasal/shared/schemas/account-api';
import { ZArtistProfileInput, ZWalletKind } from '@beatpasal/shared/schemas/profiles';
import type { AppContext } from '../../context';
import {
  IMAGE_FILE,
  parseFormFields,
  readUploadedBytes,
  withMultipartForm,
} from '../../media/uploads/read-multipart-form';
import { getArtistProfile } from '../../services/accounts/get-artist-profile';
import { saveArtistProfile } from '../../services/accounts/save-artist-profile';
import { formBody } from '../../media/uploads/form-doc';
import { signedIn } from '../../auth/access-declaration';

const ZWalletQrLabelField = z.object({ walletQrLabel: ZWalletKind });
const PROFILE_FILES = { avatar: IMAGE_FILE, cover: IMAGE_FILE, walletQr: IMAGE_FILE };
const IMAGE = 'PNG, JPEG or WebP image';
const PROFILE_FORM_DOC = formBody(ZArtistProfileInput.extend(ZWalletQrLabelField.partial().shape), {
  avatar: { ...IMAGE_FILE, accepts: IMAGE },
  cover: { ...IMAGE_FILE, accepts: IMAGE },
  walletQr: { ...IMAGE_FILE, accepts: `${IMAGE} of a QR code (walletQrLabel names its wallet)` },
});

export default async function artistProfileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/artist-profile',
    {
      schema: {
        ...signedIn('none', { others: 403, artist: 200, otherArtist: 200 }),
        tags: ['accounts'],
        response: { 200: ZArtistProfile },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return getArtistProfile(ctx, { userId: user.id });
    },
  );

  /** multipart/form-data: the ZArtistProfileInput text fields, optional files avatar, cover, walletQr (+ walletQrLabel). */
  api.put(
    '/api/me/artist-profile',
    {
      schema: {
        ...signedIn('none', { others: 400 }),
        tags: ['accounts'],
        ...PROFILE_FORM_DOC,
        response: { 200: ZArtistProfile },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return withMultipartForm(request, { files: PROFILE_FILES }, async ({ fields, files }) => {
        const profile = parseFormFields(ZArtistProfileInput, fields);
        const walletQr = files.walletQr && {
          bytes: await readUploadedBytes(files.walletQr),
          label: parseFormFields(ZWalletQrLabelField, fields).walletQrLabel,
        };
        return saveArtistProfile(ctx, {
          userId: user.id,
          profile,
          avatar: await readUploadedBytes(files.avatar),
          cover: await readUploadedBytes(files.cover),
          walletQr,
          log: request.log,
        });
      });
    },
  );
}
