import type { TLicenceKind } from '@beatpasal/shared/licences';
import { priceCart } from '@beatpasal/shared/pricing/price-cart';
import type { Tx } from '../../db/client';
import { insertPurchase, type TPurchaseRow } from '../../db/repositories/purchases-repository';
import type { TPriceRules } from '../deals/load-price-rules';
import { enqueueExpiry, licenceSnapshot, withFreshReference } from './create-purchase';
import { newOrderReference } from './order-reference';
import { pickOpenAmount } from './paisa-offset';

export interface NewPaymentRequestInput {
  buyerId: string;
  artistId: string;
  /** The artist's licences to be paid together, in cart order; the first carries the request. */
  lines: readonly { trackId: string; licenceKind: TLicenceKind }[];
  /** The artist's sales, deal and the buyer's code in force at `at` (decision 087). */
  rules: TPriceRules;
  at: Date;
}

/**
 * One payment request for one artist's part of a cart (decision 091): each line gets its own purchase
 * with a snapshot of its licence and its price fixed now by `priceCart`; the first (the lead) carries
 * the request's exact amount (the lines' total plus a paisa offset unique among the artist's open
 * requests), its reference and its expiry, and the others name it. Runs in the caller's transaction,
 * a savepoint per attempt, so a colliding reference or amount is tried again with the caller's locks kept.
 */
export async function insertPaymentRequest(tx: Tx, input: NewPaymentRequestInput): Promise<TPurchaseRow> {
  const snapshots: Awaited<ReturnType<typeof licenceSnapshot>>[] = [];
  for (const line of input.lines) {
    snapshots.push(await licenceSnapshot(tx, { ...line, ...input, price: { kind: 'list' } }));
  }
  const items = snapshots.map((snapshot, index) => ({
    id: String(index),
    trackId: snapshot.trackId,
    licenceKind: snapshot.licenceKind,
    listPriceNpr: snapshot.priceNpr,
  }));
  const { at, rules } = input;
  const priceInput = { items, at, sales: rules.sales, deal: rules.deal, code: rules.code };
  const { subtotalPaisa } = priceCart(priceInput);
  return withFreshReference(tx, async (savepoint, referenceCode) => {
    const amountPaisa = await pickOpenAmount(savepoint, input.artistId, subtotalPaisa);
    const priced = priceCart({ ...priceInput, offsetPaisa: amountPaisa - subtotalPaisa });
    const [first, ...rest] = snapshots;
    const lead = await insertPurchase(savepoint, {
      ...first!,
      referenceCode,
      amountPaisa: priced.totalPaisa,
      linePaisa: priced.lines[0]!.totalPaisa,
    });
    for (const [index, snapshot] of rest.entries()) {
      const linePaisa = priced.lines[index + 1]!.totalPaisa;
      await insertPurchase(savepoint, {
        ...snapshot,
        referenceCode: newOrderReference(),
        amountPaisa: linePaisa,
        linePaisa,
        leadPurchaseId: lead.id,
      });
    }
    await enqueueExpiry(savepoint, lead);
    return lead;
  });
}
