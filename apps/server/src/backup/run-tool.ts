import { execFile } from 'node:child_process';

/** Runs pg_dump or pg_restore; its own message becomes the error when it fails. */
export function runTool(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(
        new Error(
          missing
            ? `${command} was not found: install the PostgreSQL client tools (version 15 or newer)`
            : `${command} failed: ${stderr.trim() || error.message}`,
        ),
      );
    });
  });
}
