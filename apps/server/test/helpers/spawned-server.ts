import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A process of the real server (or `npm start`), its output kept for the test to read. */
export class SpawnedServer {
  readonly child: ChildProcess;
  stdout = '';
  stderr = '';
  readonly exited: Promise<number | null>;

  constructor(command: string, args: string[], options: SpawnOptions & { env: NodeJS.ProcessEnv }) {
    this.child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  /** `node --import tsx src/main.ts`, as the journeys start it. */
  static fromSource(env: Record<string, string>): SpawnedServer {
    return new SpawnedServer(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
    });
  }

  get output(): string {
    return this.stdout + this.stderr;
  }

  /** Resolves once the output matches, or fails when the process exits or time runs out. */
  async waitFor(pattern: RegExp, timeoutMs = 90_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const match = pattern.exec(this.output);
      if (match) return match[0];
      if (this.child.exitCode !== null)
        throw new Error(`exited (${this.child.exitCode}) before ${pattern}:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no ${pattern} within ${timeoutMs / 1000} s:\n${this.output}`);
  }

  kill(signal: NodeJS.Signals = 'SIGTERM'): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}

/** The status of GET url, or 0 when nothing answers. */
export const statusOf = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

export async function waitForStatus(
  url: string,
  status: number,
  server: SpawnedServer,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await statusOf(url)) === status) return;
    if (server.child.exitCode !== null)
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs / 1000} s:\n${server.output}`);
}
