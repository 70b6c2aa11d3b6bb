import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_CHUNK_BYTES, UPLOAD_ENDPOINT, UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/uploads';
import type { AppContext } from '../../context';
import { signedIn } from '../../auth/access-declaration';
import { AppError } from '../../errors/app-error';
import { forgetUpload } from '../../services/uploads/finish-upload';
import { requireOwnUpload } from '../../services/uploads/require-own-upload';
import { requireUploadingArtist } from '../../services/uploads/start-upload';
import { UploadLocker } from '../../storage/upload-locker';
import { createTusServer, uploadCaller } from './tus-server';

const ZUploadParams = z.object({ id: z.string() });
const TUS_VERSION = '1.0.0';
/** tus's creation takes no body: the file's size and what it is for come in headers. */
const CREATE_HEADERS =
  'Starts a resumable upload (tus 1.0): headers Tus-Resumable: 1.0.0, Upload-Length (bytes) and Upload-Metadata ' +
  "(kind: master, alternate or voiceTag, base64). No body; the answer's Location is the upload.";
/** A chunk: raw bytes appended at Upload-Offset (the document only; tus reads the request itself). */
const CHUNK_DOC = {
  consumes: ['application/offset+octet-stream'],
  'x-form': {
    type: 'string',
    format: 'binary',
    description: `The next bytes of the file, from the Upload-Offset header's position; at most ${UPLOAD_CHUNK_BYTES} bytes per request from the web app.`,
  },
};

/**
 * Resumable uploads, tus 1.0 (issue 36, decision 084): POST starts one, HEAD tells its offset,
 * PATCH appends a chunk, DELETE cancels. The session is checked here, before tus reads anything:
 * only an artist starts an upload, only its owner reaches it (404 for anyone else).
 */
export default async function uploadRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['uploads'];
  const locker = new UploadLocker({ database: ctx.database, log: app.log });
  app.addHook('onClose', () => locker.close());
  const tus = createTusServer(ctx, locker);
  // tus reads the chunk from the raw request itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function handOver(request: FastifyRequest, reply: FastifyReply, userId: string) {
    // tus answers a request without its version header in plain text; ours says it as every /api error does.
    if (request.headers['tus-resumable'] !== TUS_VERSION) {
      void reply.header('tus-version', TUS_VERSION);
      throw new AppError('PRECONDITION_FAILED', { userMessage: UPLOAD_MESSAGES.notResumable });
    }
    reply.hijack();
    await uploadCaller.run({ userId, requestId: String(request.id), log: request.log }, () =>
      tus.handle(request.raw, reply.raw),
    );
  }

  api.post(
    UPLOAD_ENDPOINT,
    {
      schema: {
        ...signedIn('none', { others: 403, artist: 412, otherArtist: 412 }),
        tags,
        description: CREATE_HEADERS,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await requireUploadingArtist(ctx, user.id);
      await handOver(request, reply, user.id);
    },
  );

  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    api.route({
      method,
      url: `${UPLOAD_ENDPOINT}/:id`,
      schema: {
        ...signedIn('upload', { others: 404 }),
        tags,
        params: ZUploadParams,
        ...(method === 'PATCH' ? CHUNK_DOC : {}),
      },
      // The offset probe is tus's own HEAD, not the one Fastify adds for a GET, so the document lists it.
      config: { swagger: { exposeHeadRoute: true } },
      handler: async (request, reply) => {
        const user = await request.requireUser();
        await requireOwnUpload(ctx, { userId: user.id, id: request.params.id, isWrite: method === 'PATCH' });
        // A cancel's row goes before tus answers, so its 204 means the upload is gone everywhere; bytes
        // tus fails to delete are the expiry job's.
        if (method === 'DELETE') await forgetUpload(ctx, request.params.id);
        await handOver(request, reply, user.id);
        // The row is there, so the bytes should be: this instance's UPLOAD_DIR is not the one the upload began in.
        if (reply.raw.statusCode === 404) {
          request.log.error({ uploadId: request.params.id }, 'upload has a row but no bytes here: share UPLOAD_DIR');
        }
      },
    });
  }
}
