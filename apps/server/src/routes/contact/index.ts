import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES, ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZContactInput } from '@beatpasal/shared/schemas/contact';
import type { AppContext } from '../../context';
import { parseFormFields, readMultipartForm } from '../../media/uploads/read-multipart-form';
import { sendContactMessage } from '../../services/contact/send-contact-message';
import { enforceRateLimit, RATE_LIMITS } from '../../services/rate-limit/consume-rate-limit';

export default async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * multipart/form-data: name, username, phone, category, message and an optional file `screenshot`.
   * Open to visitors. Only well-formed messages count towards the per-IP limit, so a typo costs nothing.
   */
  api.post(
    '/api/contact',
    { schema: { tags: ['contact'], consumes: ['multipart/form-data'], response: { 201: ZOk } } },
    async (request, reply) => {
      const user = await request.sessionUser();
      const { fields, files } = await readMultipartForm(request, {
        fileFields: ['screenshot'],
        maxFileBytes: MAX_SCREENSHOT_BYTES,
        tooLargeMessage: UPLOAD_MESSAGES.screenshotTooLarge,
      });
      const contact = parseFormFields(ZContactInput, fields);
      await enforceRateLimit(ctx.database.db, RATE_LIMITS.contact, request.ip, reply);
      await sendContactMessage(ctx, { user, contact, screenshot: files.screenshot?.bytes, log: request.log });
      return reply.status(201).send({ ok: true as const });
    },
  );
}
