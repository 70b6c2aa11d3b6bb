import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLicenceCheck, ZLicenceCodeParam } from '@beatpasal/shared/schemas/licence-checks';
import type { AppContext } from '../../context';
import { checkLicence } from '../../services/licences/check-licence';
import { limitLicenceChecks } from '../../services/licences/licence-check-limit';
import { access } from '../../auth/access-declaration';

/** Public licence checks (decision 067): what a label, distributor or video platform reads after scanning an agreement. */
export default async function licenceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/licences/:code',
    {
      schema: {
        ...access('licence', { others: 200 }),
        tags: ['licences'],
        params: ZLicenceCodeParam,
        response: { 200: ZLicenceCheck },
      },
    },
    async (request, reply) => {
      await limitLicenceChecks(ctx.database.db, request.ip, reply);
      const licence = await checkLicence(ctx, { code: request.params.code });
      // A revocation must show at once, and names on the page stay out of search engines.
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return licence;
    },
  );
}
