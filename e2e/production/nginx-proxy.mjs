// docs/deploy/nginx as written, in a real nginx on this machine: the site file's log format and
// upstream (its two instance addresses replaced by the ones given) and the proxy snippet
// unchanged, listening on host:port. Used by the production-shape journeys and by
// apps/server/test/platform/nginx-config.test.ts (decision 069).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const DEPLOY = path.resolve(import.meta.dirname, '../../docs/deploy/nginx');
export const NGINX_SITE = path.join(DEPLOY, 'beatpasal.conf');
export const NGINX_SNIPPET = path.join(DEPLOY, 'beatpasal-proxy.conf');
/** The binary, or undefined when nginx is not installed (Debian: apt-get install nginx-light). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
/** The instance addresses beatpasal.conf's upstream lists, which the caller's replace. */
const SITE_INSTANCES = ['127.0.0.1:3001', '127.0.0.1:3002'];

/** A block of the site file, found by a pattern (the upstream, the log format). */
export function siteBlock(pattern) {
  const match = pattern.exec(readFileSync(NGINX_SITE, 'utf8'));
  if (!match) throw new Error(`docs/deploy/nginx/beatpasal.conf has no ${pattern}`);
  return match[0];
}

const listens = (port, host) =>
  new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts nginx in `workDir` (its config, temp folders, logs) in front of `instances`
 * ('host:port', two of them, as the site file has); resolves once it listens.
 */
export async function startNginx({ host, port, instances, workDir }) {
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  if (instances.length !== SITE_INSTANCES.length)
    throw new Error(`the site file's upstream has ${SITE_INSTANCES.length} instances`);
  let upstream = siteBlock(/upstream beatpasal \{[^}]*\}/);
  for (const [index, address] of instances.entries()) upstream = upstream.replace(SITE_INSTANCES[index], address);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(workDir, temp), { recursive: true });
  const accessLog = path.join(workDir, 'access.log');
  const errorLog = path.join(workDir, 'error.log');
  const config = path.join(workDir, 'nginx.conf');
  writeFileSync(
    config,
    `${process.getuid?.() === 0 ? 'user root root;\n' : ''}worker_processes 1;
pid ${workDir}/nginx.pid;
events { worker_connections 1024; }
http {
  client_body_temp_path ${workDir}/body; proxy_temp_path ${workDir}/proxy; fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi; scgi_temp_path ${workDir}/scgi;
  ${siteBlock(/log_format beatpasal [^;]*;/)}
  ${upstream}
  server {
    listen ${host}:${port};
    access_log ${accessLog} beatpasal;
    include ${NGINX_SNIPPET};
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', workDir, '-c', config, '-e', errorLog, '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let tries = 0; tries < 100; tries++) {
    if (await listens(port, host)) {
      return {
        child,
        accessLog,
        close: () =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            // Fast shutdown: a graceful one would wait for every open event stream.
            child.kill('SIGTERM');
          }),
      };
    }
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not listen on ${host}:${port}`);
}
