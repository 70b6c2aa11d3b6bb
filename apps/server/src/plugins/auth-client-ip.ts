import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_IP_HEADER } from '../auth/create-auth';

/**
 * better-auth sees a Fetch Request without a socket, so it cannot know the peer address and would
 * put every client in one shared rate-limit bucket. We hand it `request.ip` (which honours
 * TRUST_PROXY) in a header of our own, overwriting whatever a client sent under that name.
 */
async function authClientIp(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    request.headers[CLIENT_IP_HEADER] = request.ip;
  });
}

export default fp(authClientIp, { name: 'auth-client-ip' });
