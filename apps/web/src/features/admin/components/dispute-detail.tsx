import { DISPUTE_MESSAGES_SHOWN, type TDisputeDetail } from '@beatpasal/shared/schemas/trust';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useDispute } from '../api/trust-admin-api';
import { DisputeDecision } from './dispute-decision';

function PurchaseFacts({ dispute }: { dispute: TDisputeDetail }) {
  const t = useT();
  const dates = useDates();
  const { money, count, plural } = useFormat();
  const p = dispute.purchase;
  const facts = [
    t('admin.disputes.status', { status: p.status }),
    t('admin.disputes.licence', { licence: t(`purchases.licence.${p.licenceKind}`), price: money(p.priceNpr) }),
    p.licenceTerms && t('admin.disputes.terms', { terms: p.licenceTerms }),
    p.leaseDays !== null && plural('admin.disputes.leaseDays', p.leaseDays),
    p.streamCap !== null && t('admin.disputes.streamCap', { count: count(p.streamCap) }),
    p.deliverables.length > 0 && t('admin.disputes.deliverables', { files: p.deliverables.join(', ') }),
    p.walletLabel && t('admin.disputes.wallet', { wallet: p.walletLabel, id: p.walletTransactionId ?? '' }),
    p.submittedAt && t('admin.disputes.submitted', { date: dates.dateTime(p.submittedAt) }),
    p.decidedAt && t('admin.disputes.decided', { date: dates.dateTime(p.decidedAt) }),
    p.rejectionReason && t('admin.disputes.rejection', { reason: t(`purchases.reject.reasons.${p.rejectionReason}`) }),
    p.rejectionNote && t('admin.disputes.rejectionNote', { note: p.rejectionNote }),
    p.refundNpr !== null && t('admin.disputes.refund', { amount: money(p.refundNpr) }),
    p.refundConfirmedAt && t('admin.disputes.refundConfirmed', { date: dates.dateTime(p.refundConfirmedAt) }),
  ].filter((fact): fact is string => typeof fact === 'string' && fact !== '');
  return (
    <section aria-labelledby="dispute-purchase" className="space-y-2 rounded-2xl border border-zinc-800 p-4">
      <h2 id="dispute-purchase" className="text-lg font-semibold text-white">
        {t('admin.disputes.purchase')}
      </h2>
      <ul className="space-y-1 text-sm text-zinc-200">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {p.screenshotUrl ? (
        <figure>
          <a href={p.screenshotUrl} target="_blank" rel="noreferrer" className="text-sm text-brand-300 underline">
            {t('admin.disputes.proof')}
          </a>
          <img src={p.screenshotUrl} alt={t('admin.disputes.proofAlt')} className="mt-2 max-h-96 rounded-xl" />
        </figure>
      ) : (
        <p className="text-sm text-zinc-400">{t('admin.disputes.noProof')}</p>
      )}
    </section>
  );
}

/** /admin/disputes/:id: both sides in full, then the decision. */
export function DisputeDetail({ disputeId }: { disputeId: string }) {
  const t = useT();
  const dates = useDates();
  const query = useDispute(disputeId);
  if (query.error)
    return (
      <p role="alert" className="text-sm text-red-300">
        {isApiError(query.error) ? query.error.message : t('errors.unexpected')}
      </p>
    );
  const dispute = query.data;
  if (!dispute) return <p>{t('admin.disputes.loading')}</p>;
  const state = (s: 'active' | 'suspended' | 'removed') =>
    s === 'active' ? '' : ` ${t('admin.disputes.accountState', { state: t(`admin.accounts.states.${s}`) })}`;
  return (
    <div className="space-y-6">
      <section aria-labelledby="dispute-claim" className="space-y-2">
        <h2 id="dispute-claim" className="text-xl font-semibold text-white">
          {t('admin.disputes.summary', { track: dispute.trackTitle, reference: dispute.referenceCode })}
        </h2>
        <p className="text-sm text-zinc-400">
          {dates.dateTime(dispute.createdAt)} · {t(`disputes.reasons.${dispute.reason}`)} ·{' '}
          {t(`disputes.statuses.${dispute.status}`)}
        </p>
        <p className="text-sm text-zinc-300">
          {t('admin.disputes.buyer', { email: dispute.buyer.email }) + state(dispute.buyer.accountState)}
        </p>
        <p className="text-sm text-zinc-300">
          {t('admin.disputes.artist', { email: dispute.artist.email }) + state(dispute.artist.accountState)}
        </p>
        <h3 className="pt-2 font-semibold text-white">{t('admin.disputes.buyerMessage')}</h3>
        <p className="whitespace-pre-line text-zinc-200">{dispute.message}</p>
      </section>
      <PurchaseFacts dispute={dispute} />
      <section aria-labelledby="dispute-messages" className="space-y-2">
        <h2 id="dispute-messages" className="text-lg font-semibold text-white">
          {t('admin.disputes.messages', { count: String(DISPUTE_MESSAGES_SHOWN) })}
        </h2>
        {dispute.messages.length === 0 && <p className="text-sm text-zinc-400">{t('admin.disputes.noMessages')}</p>}
        <ol className="space-y-2">
          {dispute.messages.map((message) => (
            <li key={message.id} className="rounded-xl bg-zinc-900 p-3 text-sm">
              <p className="text-xs text-zinc-400">
                {message.from === 'buyer' ? t('admin.disputes.fromBuyer') : t('admin.disputes.fromArtist')} ·{' '}
                {dates.dateTime(message.createdAt)}
              </p>
              <p className="whitespace-pre-line text-zinc-100">{message.body}</p>
            </li>
          ))}
        </ol>
      </section>
      {dispute.status === 'open' ? (
        <DisputeDecision disputeId={dispute.id} />
      ) : (
        <p className="rounded-2xl border border-zinc-800 p-4 text-zinc-200">
          {t('admin.disputes.decidedNote', {
            date: dispute.decidedAt ? dates.dateTime(dispute.decidedAt) : '',
            note: dispute.decisionNote ?? '',
          })}
        </p>
      )}
    </div>
  );
}
