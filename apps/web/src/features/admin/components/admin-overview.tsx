import type { TAdminOverview } from '@beatpasal/shared/schemas/admin-queues';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import type { TMessageKey } from '../../../lib/i18n/translate';
import { useOverview } from '../api/queues-api';
import { BarChart } from './bar-chart';

const COUNTS: Array<{ key: keyof TAdminOverview['counts']; label: TMessageKey }> = [
  { key: 'users', label: 'admin.overview.users' },
  { key: 'tracks', label: 'admin.overview.tracks' },
  { key: 'openReports', label: 'admin.overview.openReports' },
  { key: 'pendingTakedowns', label: 'admin.overview.pendingTakedowns' },
  { key: 'pendingAppeals', label: 'admin.overview.pendingAppeals' },
  { key: 'openContact', label: 'admin.overview.openContact' },
  { key: 'openDisputes', label: 'admin.overview.openDisputes' },
  { key: 'overdueRefunds', label: 'admin.overview.overdueRefunds' },
];

/** /admin: queue counts and the last twelve weeks, each chart with its table. */
export function AdminOverview() {
  const t = useT();
  const format = useFormat();
  const query = useOverview();
  if (query.isError)
    return <p role="alert">{isApiError(query.error) ? query.error.message : t('errors.unexpected')}</p>;
  if (!query.data) return <p>{t('admin.overview.loading')}</p>;
  const { counts, weeks, purchasesByState } = query.data;
  const weekly = (series: 'newUsers' | 'newTracks' | 'salesNpr') =>
    weeks.map((week) => ({ label: week.week, value: week[series] }));
  const common = {
    labelHeader: t('admin.overview.week'),
    valueHeader: t('admin.overview.value'),
    tableLabel: t('admin.overview.asTable'),
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="overview-counts">
        <h2 id="overview-counts" className="text-lg font-semibold text-white">
          {t('admin.overview.counts')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {COUNTS.map((count) => (
            <div key={count.key} className="rounded-xl border border-zinc-800 p-3">
              <dt className="text-sm text-zinc-400">{t(count.label)}</dt>
              <dd className="text-2xl font-bold text-white">{format.count(counts[count.key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <BarChart
          title={t('admin.overview.newUsers')}
          bars={weekly('newUsers')}
          formatValue={format.count}
          {...common}
        />
        <BarChart
          title={t('admin.overview.newTracks')}
          bars={weekly('newTracks')}
          formatValue={format.count}
          {...common}
        />
        <BarChart title={t('admin.overview.sales')} bars={weekly('salesNpr')} formatValue={format.money} {...common} />
        {purchasesByState.length > 0 ? (
          <BarChart
            title={t('admin.overview.purchases')}
            bars={purchasesByState.map((row) => ({
              label: t(`admin.overview.states.${row.status}`),
              value: row.count,
            }))}
            formatValue={format.count}
            {...common}
            labelHeader={t('admin.overview.state')}
          />
        ) : (
          <p>{t('admin.overview.noPurchases')}</p>
        )}
      </div>
    </div>
  );
}
