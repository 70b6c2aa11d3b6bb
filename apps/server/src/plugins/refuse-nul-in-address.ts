import type { FastifyInstance } from 'fastify';
import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import { AppError } from '../errors/app-error';

export const BAD_ADDRESS_MESSAGE = REQUEST_MESSAGES.badAddress;

/** NUL written literally or percent-encoded; PostgreSQL refuses it in any text it is handed. */
const NUL = /%00|\0/i;

const BAD_LINK_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This link is not valid · Beatpasal</title></head>
<body>
<h1>This link is not valid</h1>
<p>${BAD_ADDRESS_MESSAGE.text}</p>
<p><a href="/">Go to the home page</a></p>
</body>
</html>`;

/**
 * A path or query string with a NUL byte can never name anything, and would fail the first query
 * it reached: it is refused before routing, as JSON for the API and as a page for a browser.
 */
export function registerRefuseNulInAddress(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!NUL.test(request.url)) return;
    if (request.url.startsWith('/api/')) throw new AppError('BAD_REQUEST', { userMessage: BAD_ADDRESS_MESSAGE });
    request.log.info({ code: 'BAD_REQUEST', reason: 'NUL in address' }, 'request rejected');
    return reply.status(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(BAD_LINK_PAGE);
  });
}
