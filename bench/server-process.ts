import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ProbeSample } from './server-probe';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
const PROBE = path.join(ROOT, 'bench/server-probe.ts');

export interface ServerProcessOptions {
  /** Load bench/server-probe.ts into the server (event-loop delay, memory after a full collection). */
  probe?: boolean;
  /** More node flags for the server, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
}

/** The real server (`npm start`) as a child process, started, killed and restarted by the suites. */
export class ServerProcess {
  static readonly #started = new Set<ServerProcess>();

  /** Kills every server still running, so a suite that fails half-way leaves none behind on its port. */
  static async killAll(): Promise<void> {
    for (const server of ServerProcess.#started) await server.kill();
  }

  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();
  /** The last lines the server wrote to stderr, shown when it fails to start. */
  stderr = '';

  constructor(
    private readonly env: Record<string, string>,
    readonly baseUrl: string,
    private readonly options: ServerProcessOptions = {},
  ) {}

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const probe = this.options.probe ? ['--expose-gc', '--import', PROBE] : [];
    const child = spawn(process.execPath, [...(this.options.nodeArgs ?? []), '--import', 'tsx', ...probe, MAIN], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'ignore', 'pipe', ...(this.options.probe ? (['ipc'] as const) : [])],
    });
    child.stderr!.on('data', (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-4000)));
    this.#child = child;
    ServerProcess.#started.add(this);
    this.#exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited at start (${child.exitCode}): ${this.stderr}`);
      const ready = await fetch(`${this.baseUrl}/api/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not become ready in ${timeoutMs / 1000} s: ${this.stderr}`);
  }

  /** The probe's report (see ServerProcessOptions.probe); `collect` first runs a full garbage collection. */
  async probe(kind: 'sample' | 'collect'): Promise<ProbeSample> {
    const child = this.#child;
    if (!child?.send) throw new Error('the server was started without the probe');
    return new Promise((resolve, reject) => {
      const onMessage = (message: { probeSample?: ProbeSample }) => {
        if (!message.probeSample) return;
        child.off('message', onMessage);
        resolve(message.probeSample);
      };
      child.on('message', onMessage);
      child.send({ probe: kind }, (error) => error && (child.off('message', onMessage), reject(error)));
    });
  }

  /** kill -9: no shutdown hook runs, in-flight requests and jobs are cut off. */
  async kill(): Promise<void> {
    if (this.#child?.exitCode !== null) return;
    this.#child.kill('SIGKILL');
    await this.#exited;
  }

  /** SIGTERM: the server finishes in-flight work and closes its database. */
  async stop(): Promise<void> {
    this.#child?.kill('SIGTERM');
    await this.#exited;
  }
}
