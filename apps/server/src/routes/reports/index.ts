import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES, ZOk } from '@beatpasal/shared/schemas/account-api';
import { REPORT_MESSAGES, ZCreateReport } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../context';
import { parseFormFields, readUploadedBytes, withMultipartForm } from '../../media/uploads/read-multipart-form';
import { createReport } from '../../services/moderation/reports/create-report';
import { RATE_LIMITS, withRateLimit } from '../../services/rate-limit/consume-rate-limit';
import { formBody } from '../../media/uploads/form-doc';
import { signedIn } from '../../auth/access-declaration';

const REPORT_FILES = {
  evidence: { maxBytes: MAX_SCREENSHOT_BYTES, tooLargeMessage: UPLOAD_MESSAGES.screenshotTooLarge },
};

export default async function reportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * multipart/form-data: targetType, targetId, reason, details and an optional file `evidence`.
   * Limited per account before the body is read; a refused report does not count.
   */
  api.post(
    '/api/reports',
    {
      schema: {
        ...signedIn('none', { others: 415, admin: 403 }),
        tags: ['reports'],
        ...formBody(ZCreateReport, { evidence: { ...REPORT_FILES.evidence, accepts: 'PNG, JPEG or WebP image' } }),
        response: { 201: ZOk },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const limit = { rule: RATE_LIMITS.reports, subject: user.id, reply, userMessage: REPORT_MESSAGES.rateLimited };
      await withRateLimit(ctx.database.db, limit, () =>
        withMultipartForm(request, { files: REPORT_FILES }, async ({ fields, files }) => {
          const report = parseFormFields(ZCreateReport, fields);
          await createReport(ctx, {
            userId: user.id,
            report,
            evidence: await readUploadedBytes(files.evidence),
            log: request.log,
          });
        }),
      );
      return reply.status(201).send({ ok: true as const });
    },
  );
}
