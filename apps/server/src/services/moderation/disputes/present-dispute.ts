import type { TDisputeSummary } from '@beatpasal/shared/schemas/trust';
import { accountStateOf } from '../../../db/repositories/account-states-repository';
import type { TDisputeView } from '../../../db/repositories/disputes-repository';

const party = (p: TDisputeView['buyer']) => ({
  id: p.id,
  email: p.email,
  username: p.username,
  accountState: accountStateOf(p),
});

export function presentDisputeSummary(view: TDisputeView): TDisputeSummary {
  return {
    id: view.dispute.id,
    purchaseId: view.purchase.id,
    reason: view.dispute.reason,
    status: view.dispute.status,
    trackTitle: view.trackTitle,
    referenceCode: view.purchase.referenceCode,
    buyer: party(view.buyer),
    artist: party(view.artist),
    createdAt: view.dispute.createdAt.toISOString(),
  };
}
