import type { TCreditMatch, TCreditMatchOrder } from '@beatpasal/shared/payments/credit-message-api';
import type { ReactNode } from 'react';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';

/** "BP-7K3Q9 · @buyer · NPR 1,500.37", as a line of the matches. */
export function useOrderLine() {
  const t = useT();
  const locale = useLocale();
  return (key: 'creditMessages.paste.matches' | 'creditMessages.paste.order', order: TCreditMatchOrder) =>
    t(key, {
      reference: order.reference,
      buyer: order.buyerUsername ?? '—',
      amount: formatMoneyPaisa(order.amountPaisa, locale),
    });
}

/** What a message said (amount, RRN, sender) under its title. */
export function MessageFacts({ match }: { match: Pick<TCreditMatch, 'amountPaisa' | 'rrn' | 'sender'> }) {
  const t = useT();
  const locale = useLocale();
  if (match.amountPaisa === null) return null;
  const amount = formatMoneyPaisa(match.amountPaisa, locale);
  return (
    <p className="text-sm text-zinc-300">
      {match.rrn
        ? t('creditMessages.paste.details', { amount, rrn: match.rrn })
        : t('creditMessages.paste.detailsNoRrn', { amount })}
      {match.sender && (
        <span className="block text-zinc-400">{t('creditMessages.paste.from', { sender: match.sender })}</span>
      )}
    </p>
  );
}

/** Why a message did not name one order, and the orders it might be. */
export function MatchDoubt({ match }: { match: Pick<TCreditMatch, 'outcome' | 'reason' | 'candidates'> }) {
  const t = useT();
  const orderLine = useOrderLine();
  if (match.outcome === 'matched' && match.reason === null) return null;
  const needsCheck = match.candidates.length > 0;
  return (
    <div className="space-y-1 text-sm">
      {match.reason && (
        <p className={match.outcome === 'ambiguous' ? 'text-amber-200' : 'text-zinc-300'}>
          {t(`creditMessages.reason.${match.reason}`)}
        </p>
      )}
      {needsCheck && (
        <>
          <p className="text-zinc-400">{t('creditMessages.paste.couldBe')}</p>
          <ul className="list-inside list-disc text-zinc-200">
            {match.candidates.map((order) => (
              <li key={order.purchaseId}>{orderLine('creditMessages.paste.order', order)}</li>
            ))}
          </ul>
          <p className="text-zinc-400">{t('creditMessages.paste.markPaidInstead')}</p>
        </>
      )}
    </div>
  );
}

export function MatchCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className="min-w-0 space-y-2 rounded-2xl bg-zinc-900/70 p-4 [overflow-wrap:anywhere] ring-1 ring-zinc-800">
      <div className="text-sm font-semibold text-white">{title}</div>
      {children}
    </li>
  );
}
