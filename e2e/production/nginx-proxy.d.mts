import type { ChildProcess } from 'node:child_process';

export const NGINX_SITE: string;
export const NGINX_SNIPPET: string;
export const NGINX: string | undefined;
export function siteBlock(pattern: RegExp): string;
export interface RunningNginx {
  child: ChildProcess;
  accessLog: string;
  close(): Promise<void>;
}
export function startNginx(options: {
  host: string;
  port: number;
  instances: string[];
  workDir: string;
}): Promise<RunningNginx>;
