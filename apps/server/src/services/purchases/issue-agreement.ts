import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { findPurchaseForUpdate, findPurchaseView, updatePurchase } from '../../db/repositories/purchases-repository';
import { renderAgreementPdf } from '../../documents/licence-agreement-pdf';
import { languageOfUser } from '../../mail/mail-language';
import { deleteObjectsQuietly } from '../../media/uploads/store-objects';
import type { EventBus } from '../../realtime/event-bus';
import { newObjectKey } from '../../storage/object-keys';
import type { ObjectStore } from '../../storage/object-store';
import { agreementContent } from './agreement-content';

export interface IssueAgreementDeps {
  database: Database;
  storage: ObjectStore;
  events: EventBus;
  log: FastifyBaseLogger;
}

/**
 * Writes the licence agreement of an approved purchase once and freezes it: the key and the PDF's
 * SHA-256 are recorded only if none is there yet, so it never changes after issue.
 */
export async function issueAgreement(deps: IssueAgreementDeps, purchaseId: string): Promise<void> {
  const view = await findPurchaseView(deps.database.db, purchaseId);
  if (!view || view.purchase.status !== 'approved' || view.purchase.agreementKey !== null) return;
  const issuedAt = view.purchase.decidedAt ?? new Date();
  const language = await languageOfUser(deps.database.db, view.purchase.buyerId);
  const pdf = await renderAgreementPdf(agreementContent(view, issuedAt, language), issuedAt);
  const key = newObjectKey('agreements', 'pdf');
  await deps.storage.put(key, pdf, { contentType: 'application/pdf', visibility: 'private' });
  const isRecorded = await deps.database.db
    .transaction(async (tx) => {
      const row = await findPurchaseForUpdate(tx, purchaseId);
      if (!row || row.status !== 'approved' || row.agreementKey !== null) return false;
      await updatePurchase(tx, purchaseId, { agreementKey: key, agreementSha256: createHash('sha256').update(pdf).digest('hex') });
      await deps.events.publish(tx, { userIds: [row.buyerId, row.artistId], type: 'purchase.updated', data: { purchaseId } });
      return true;
    })
    .catch(async (error: unknown) => {
      await deleteObjectsQuietly(deps.storage, [key], deps.log);
      throw error;
    });
  if (!isRecorded) await deleteObjectsQuietly(deps.storage, [key], deps.log);
}
