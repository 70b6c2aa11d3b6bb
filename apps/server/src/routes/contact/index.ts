import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES, ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZContactInput } from '@beatpasal/shared/schemas/contact';
import type { AppContext } from '../../context';
import { parseFormFields, readUploadedBytes, withMultipartForm } from '../../media/uploads/read-multipart-form';
import { sendContactMessage } from '../../services/contact/send-contact-message';
import { RATE_LIMITS, withRateLimit } from '../../services/rate-limit/consume-rate-limit';
import { formBody } from '../../media/uploads/form-doc';
import { access } from '../../auth/access-declaration';

const CONTACT_FILES = {
  screenshot: { maxBytes: MAX_SCREENSHOT_BYTES, tooLargeMessage: UPLOAD_MESSAGES.screenshotTooLarge },
};

export default async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * multipart/form-data: name, username, phone, category, message and an optional file `screenshot`.
   * Open to visitors. The per-IP limit is checked before the body is read; only messages that
   * are sent count towards it, so a typo costs nothing.
   */
  api.post(
    '/api/contact',
    {
      schema: {
        ...access('none', { others: 415 }),
        tags: ['contact'],
        ...formBody(ZContactInput, { screenshot: { ...CONTACT_FILES.screenshot, accepts: 'PNG, JPEG or WebP image' } }),
        response: { 201: ZOk },
      },
    },
    async (request, reply) => {
      const user = await request.sessionUser();
      const limit = { rule: RATE_LIMITS.contact, subject: request.ip, reply };
      await withRateLimit(ctx.database.db, limit, () =>
        withMultipartForm(request, { files: CONTACT_FILES }, async ({ fields, files }) => {
          const contact = parseFormFields(ZContactInput, fields);
          await sendContactMessage(ctx, {
            user,
            contact,
            screenshot: await readUploadedBytes(files.screenshot),
            log: request.log,
          });
        }),
      );
      return reply.status(201).send({ ok: true as const });
    },
  );
}
