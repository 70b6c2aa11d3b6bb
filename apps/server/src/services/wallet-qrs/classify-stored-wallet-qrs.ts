import { classifyWalletQr } from '@beatpasal/shared/payments/wallet-qr-payload';
import type { Queryable } from '../../db/client';
import { listUnclassifiedWalletQrs, setWalletQrPayload } from '../../db/repositories/wallet-qrs-repository';

/**
 * QRs saved before issue 30 kept their decoded text but were left 'other' by migration 0021. They
 * are classified lazily, the first time the artist's wallets are read (their list, a checkout, a
 * payment QR), rather than by a backfill: the text is parsed in code, and only EMVCo- or
 * JSON-looking rows are candidates, so a later read costs one small query and writes nothing. A
 * stored QR that turns out damaged stays 'other': it was accepted once and buyers still see it.
 */
export async function classifyStoredWalletQrs(q: Queryable, artistId: string): Promise<void> {
  for (const row of await listUnclassifiedWalletQrs(q, artistId)) {
    const classified = classifyWalletQr(row.decodedText);
    if (classified.ok && (classified.payload.payloadKind !== 'other' || classified.payload.payeeName !== null)) {
      await setWalletQrPayload(q, artistId, row.id, classified.payload);
    }
  }
}
