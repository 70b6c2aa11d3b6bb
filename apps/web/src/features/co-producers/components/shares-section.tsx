import { useState } from 'react';
import type { TShare } from '@beatpasal/shared/schemas/co-producers';
import { Button } from '../../../components/ui/button';
import { Empty, LoadError, Loading } from '../../../components/ui/list-states';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { useDates } from '../../../lib/i18n/use-dates';
import { useShares } from '../api/co-producers-api';
import { SettleShareDialog } from './settle-share-dialog';

type TRole = 'lead' | 'coProducer';

function ShareItem({ share, role, onPay }: { share: TShare; role: TRole; onPay: (share: TShare) => void }) {
  const t = useT();
  const locale = useLocale();
  const { date } = useDates();
  const money = (paisa: number) => formatMoneyPaisa(paisa, locale);
  const facts: [string, string][] = [
    [t('coProducers.shares.date'), date(share.soldAt)],
    [t('coProducers.shares.licence'), t(`purchases.licence.${share.licenceKind}`)],
    [
      t('coProducers.shares.sale'),
      `${money(share.saleAmountPaisa)}${share.isRevoked ? ` · ${t('coProducers.shares.revoked')}` : ''}`,
    ],
    [t(role === 'lead' ? 'coProducers.shares.who' : 'coProducers.shares.lead'), share.counterpart.displayName],
    [t('coProducers.shares.share'), `${share.sharePercent} % · ${money(share.amountPaisa)}`],
    [
      t('coProducers.shares.status'),
      share.settledAt
        ? t('coProducers.shares.settled', { transactionId: share.transactionId ?? '' })
        : t('coProducers.shares.owed'),
    ],
  ];
  return (
    <li className="space-y-2 py-3 text-sm">
      <p className="font-semibold break-words text-white">{share.trackTitle}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-400">{label}</dt>
            <dd className="break-words text-zinc-200">{value}</dd>
          </div>
        ))}
      </dl>
      {role === 'lead' && !share.settledAt && (
        <Button size="sm" onClick={() => onPay(share)}>
          {t('coProducers.shares.pay', { name: share.counterpart.displayName })}
        </Button>
      )}
    </li>
  );
}

/**
 * The artist dashboard's shares: as the lead, what each co-producer is owed and the way to pay it;
 * as a co-producer, the sales of their tracks (no buyer) and whether their share was settled.
 */
export function SharesSection({ role }: { role: TRole }) {
  const t = useT();
  const locale = useLocale();
  const list = useShares(role);
  const [paying, setPaying] = useState<TShare | null>(null);
  const title = t(role === 'lead' ? 'coProducers.shares.owedTitle' : 'coProducers.shares.owedToMeTitle');
  const id = `dashboard-shares-${role}`;
  let body;
  if (list.isPending) body = <Loading text={t('coProducers.shares.loading')} />;
  else if (list.isError)
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isRefetching} />;
  else if (list.data.shares.length === 0)
    body = <Empty>{t(role === 'lead' ? 'coProducers.shares.emptyOwed' : 'coProducers.shares.emptyOwedToMe')}</Empty>;
  else
    body = (
      <>
        <ul className="space-y-1 text-sm text-zinc-200">
          {list.data.totals.map((total) => (
            <li key={total.username}>
              {t('coProducers.shares.totals', {
                name: total.displayName,
                owed: formatMoneyPaisa(total.owedPaisa, locale),
                settled: formatMoneyPaisa(total.settledPaisa, locale),
              })}
            </li>
          ))}
        </ul>
        <ul aria-label={title} className="mt-3 divide-y divide-zinc-800">
          {list.data.shares.map((share) => (
            <ShareItem key={share.id} share={share} role={role} onPay={setPaying} />
          ))}
        </ul>
      </>
    );
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-zinc-800 bg-zinc-900 p-4">
      <h2 id={id} className="text-lg font-bold text-white">
        {title}
      </h2>
      <div className="mt-3">{body}</div>
      {paying && <SettleShareDialog share={paying} onClose={() => setPaying(null)} />}
    </section>
  );
}
