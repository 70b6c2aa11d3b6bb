import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { TMail } from './accounts';

export interface TMailQuery {
  subject?: RegExp;
  newerThan?: number;
}

function readAll(file: string): TMail[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TMail[]) : [];
}

/**
 * The newest mail to `to` that the production shape's SMTP server received (it writes every
 * message, parsed, to `file`), waiting up to 10 s for one whose subject matches and whose id
 * is above `newerThan`.
 */
export async function readReceivedMail(file: string, to: string, options: TMailQuery = {}): Promise<TMail> {
  let found: TMail | undefined;
  await expect
    .poll(
      () => {
        found = readAll(file)
          .reverse()
          .find(
            (mail) =>
              mail.to === to &&
              (!options.subject || options.subject.test(mail.subject)) &&
              mail.id > (options.newerThan ?? 0),
          );
        return found !== undefined;
      },
      { message: `a mail to ${to} at the SMTP server`, timeout: 10_000 },
    )
    .toBe(true);
  return found as TMail;
}
