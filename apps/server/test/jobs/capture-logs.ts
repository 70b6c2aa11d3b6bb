import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export const LEVEL = { info: 30, warn: 40, error: 50 } as const;

/** A real pino logger whose lines land in an array, so tests can assert what an operator would see. */
export function captureLogs(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { log, lines };
}
