import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { licencePath } from '@beatpasal/shared/licence-codes';
import type { Database } from '../../db/client';
import { findPurchaseForUpdate, findPurchaseView, updatePurchase } from '../../db/repositories/purchases-repository';
import { renderAgreementPdf } from '../../documents/licence-agreement-pdf';
import { languageOfUser } from '../../mail/mail-language';
import { deleteObjectsQuietly } from '../../media/uploads/store-objects';
import type { EventBus } from '../../realtime/event-bus';
import { newObjectKey } from '../../storage/object-keys';
import type { ObjectStore } from '../../storage/object-store';
import { assignLicenceCode } from '../licences/assign-licence-code';
import { listSaleCoProducerNames } from '../../db/repositories/co-producer-shares-repository';
import { agreementContent } from './agreement-content';

export interface IssueAgreementDeps {
  database: Database;
  storage: ObjectStore;
  events: EventBus;
  log: FastifyBaseLogger;
  /** The site's address, for the licence check the agreement points to. */
  publicUrl: string;
}

/**
 * Writes the licence agreement of an approved purchase once and freezes it: the key and the PDF's
 * SHA-256 are recorded only if none is there yet, so it never changes after issue. The purchase
 * first gets its public licence code (kept if it has one), which the agreement prints with a QR
 * code of its check page; the code's date of issue is the agreement's.
 */
export async function issueAgreement(deps: IssueAgreementDeps, purchaseId: string): Promise<void> {
  const licence = await assignLicenceCode(deps.database.db, purchaseId);
  if (!licence) return;
  const view = await findPurchaseView(deps.database.db, purchaseId);
  if (!view || view.purchase.status !== 'approved' || view.purchase.agreementKey !== null) return;
  const { code, issuedAt } = licence;
  const language = await languageOfUser(deps.database.db, view.purchase.buyerId);
  const check = { code, url: new URL(licencePath(code), deps.publicUrl).toString() };
  const coProducers = await listSaleCoProducerNames(deps.database.db, purchaseId);
  const pdf = await renderAgreementPdf(agreementContent(view, issuedAt, language, check, coProducers), issuedAt);
  const key = newObjectKey('agreements', 'pdf');
  await deps.storage.put(key, pdf, { contentType: 'application/pdf', visibility: 'private' });
  const isRecorded = await deps.database.db
    .transaction(async (tx) => {
      const row = await findPurchaseForUpdate(tx, purchaseId);
      if (!row || row.status !== 'approved' || row.agreementKey !== null) return false;
      await updatePurchase(tx, purchaseId, {
        agreementKey: key,
        agreementSha256: createHash('sha256').update(pdf).digest('hex'),
      });
      await deps.events.publish(tx, {
        userIds: [row.buyerId, row.artistId],
        type: 'purchase.updated',
        data: { purchaseId },
      });
      return true;
    })
    .catch(async (error: unknown) => {
      await deleteObjectsQuietly(deps.storage, [key], deps.log);
      throw error;
    });
  if (!isRecorded) await deleteObjectsQuietly(deps.storage, [key], deps.log);
}
