// The secrets a journey server was started with, written where e2e/secrets.spec.ts reads them
// (E2E_SECRETS_FILE, set by the Playwright configs), so the spec can look for each value in
// everything the server serves.
import { writeFileSync } from 'node:fs';

export function writeSecretsFile(secrets) {
  const file = process.env.E2E_SECRETS_FILE;
  if (file) writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
}
