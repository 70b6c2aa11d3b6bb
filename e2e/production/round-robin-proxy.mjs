// The load balancer of the production shape: each request goes to the next instance in turn,
// streamed both ways (uploads, Range answers, server-sent events), with X-Forwarded-* set.
import http from 'node:http';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function withoutHopByHop(headers) {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

/** Listens on host:port and forwards to `upstreams` ({ host, port }) round-robin; resolves once listening. */
export function startRoundRobinProxy({ host, port, upstreams }) {
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = upstreams[next];
    next = (next + 1) % upstreams.length;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        agent,
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...withoutHopByHop(request.headers),
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': request.headers.host,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
        // Server-sent events: headers now, then every chunk as it arrives.
        response.flushHeaders();
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' }).end('upstream unavailable');
      else response.destroy();
    });
    // The browser left (a closed event stream, an aborted upload): let the instance know.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
            agent.destroy();
          }),
      }),
    );
  });
}
