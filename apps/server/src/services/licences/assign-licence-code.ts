import { randomInt } from 'node:crypto';
import { formatLicenceCode, LICENCE_CODE_ALPHABET, LICENCE_CODE_LENGTH } from '@beatpasal/shared/licence-codes';
import type { Queryable } from '../../db/client';
import { findLicenceCode, setLicenceCode } from '../../db/repositories/licences-repository';
import { isUniqueViolation } from '../../db/repositories/postgres-errors';

const MAX_ATTEMPTS = 5;

/** Ten characters from the system's cryptographic generator: 50 bits, so codes cannot be guessed or walked. */
export function generateLicenceCode(): string {
  const chars = Array.from(
    { length: LICENCE_CODE_LENGTH },
    () => LICENCE_CODE_ALPHABET[randomInt(LICENCE_CODE_ALPHABET.length)],
  ).join('');
  return formatLicenceCode(chars);
}

/**
 * Gives an approved purchase its public licence code (decision 067), once: a purchase that has one
 * keeps it, whoever calls again, so this is safe to call from the agreement job, a retry, or the
 * approval itself. Two codes colliding (one chance in 2^50 per pair) is a unique violation inside
 * a savepoint, tried again with a new code. Null when the purchase is not approved and has no code.
 */
export async function assignLicenceCode(
  q: Queryable,
  purchaseId: string,
  generate: () => string = generateLicenceCode,
): Promise<{ code: string; issuedAt: Date } | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await findLicenceCode(q, purchaseId);
    if (current?.code && current.issuedAt) return { code: current.code, issuedAt: current.issuedAt };
    if (current?.status !== 'approved') return null;
    try {
      await q.transaction((savepoint) => setLicenceCode(savepoint, purchaseId, generate()));
    } catch (error) {
      if (!isUniqueViolation(error, 'purchases_licence_code_idx')) throw error;
    }
  }
  throw new Error(`no free licence code for purchase ${purchaseId} after ${MAX_ATTEMPTS} attempts`);
}
