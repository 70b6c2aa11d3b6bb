import { describe, expect, it } from 'vitest';
import {
  findTransition,
  PURCHASE_STATUSES,
  PURCHASE_TRANSITIONS,
  type TPurchaseActor,
  type TPurchaseEvent,
} from './purchase-states';

const EVENTS: TPurchaseEvent[] = ['submit_proof', 'approve', 'reject', 'revoke', 'close_sold', 'expire'];
const ACTORS: TPurchaseActor[] = ['buyer', 'artist', 'admin', 'system'];

/** The whole table, read as "from --event (who)--> to"; anything not listed must be refused. */
const EXPECTED = [
  'awaiting_payment --submit_proof (buyer)--> pending',
  'pending --approve (artist)--> approved',
  'awaiting_payment --approve (artist)--> approved',
  'pending --reject (artist)--> rejected',
  'approved --revoke (artist)--> rejected',
  'approved --revoke (admin)--> rejected',
  'awaiting_payment --close_sold (system)--> closed',
  'pending --close_sold (system)--> closed',
  'awaiting_payment --expire (system)--> expired',
];

describe('purchase state table', () => {
  it('allows exactly the moves of DESIGN §2 and nothing else', () => {
    const allowed: string[] = [];
    for (const from of PURCHASE_STATUSES) {
      for (const event of EVENTS) {
        for (const who of ACTORS) {
          const row = findTransition(from, event, who);
          if (row) allowed.push(`${from} --${event} (${who})--> ${row.to}`);
        }
      }
    }
    expect(allowed.sort()).toEqual([...EXPECTED].sort());
  });

  it('never leaves a decided purchase, and only the sale of an approved one puts a track back on sale', () => {
    for (const terminal of ['rejected', 'closed', 'expired'] as const) {
      expect(PURCHASE_TRANSITIONS.filter((row) => row.from === terminal)).toEqual([]);
    }
    const unsell = PURCHASE_TRANSITIONS.filter((row) => row.effects.includes('put_back_on_sale_if_sold_by_it'));
    expect(unsell.map((row) => `${row.from} --${row.event} (${row.who})`)).toEqual([
      'approved --revoke (artist)',
      'approved --revoke (admin)',
    ]);
    const sell = PURCHASE_TRANSITIONS.filter((row) => row.effects.includes('mark_sold_if_exclusive'));
    expect(sell.map((row) => `${row.from}->${row.to}`).sort()).toEqual(
      ['pending->approved', 'awaiting_payment->approved'].sort(),
    );
  });

  it('keeps a paid sale paid: no one rejects an approved purchase; only a dispute for the buyer revokes it (decision 066)', () => {
    for (const who of ACTORS) expect(findTransition('approved', 'reject', who)).toBeNull();
    expect(findTransition('approved', 'revoke', 'buyer')).toBeNull();
    expect(findTransition('approved', 'revoke', 'system')).toBeNull();
    for (const row of PURCHASE_TRANSITIONS.filter((candidate) => candidate.event === 'revoke')) {
      expect(row.effects).toEqual(
        expect.arrayContaining(['revoke_licence_keep_agreement', 'resolve_dispute_for_buyer']),
      );
    }
  });
});
