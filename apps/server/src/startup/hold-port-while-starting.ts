import http from 'node:http';

export interface PortHold {
  /** Frees the port for the app; connections still open are closed. */
  release(): Promise<void>;
}

const STARTING = JSON.stringify({ status: 'starting' });

/**
 * Answers 503 on HOST:PORT while start-up waits for the database and migrates, so a load
 * balancer's check of /api/ready (or anything else) sees "not yet" rather than a refused
 * connection, and a port already taken is found before any work. Port 0 (tests) has nothing
 * to hold.
 */
export async function holdPortWhileStarting(host: string, port: number): Promise<PortHold> {
  if (port === 0) return { release: async () => undefined };
  const server = http.createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5', connection: 'close' });
    response.end(STARTING);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, resolve);
  });
  return {
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
