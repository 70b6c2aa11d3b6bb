import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useReports, type TReportStatus } from '../api/admin-api';
import { ReportCard } from './report-card';

const STATUSES: TReportStatus[] = ['open', 'actioned', 'dismissed'];

/** /admin/reports: open reports first; closed ones stay readable. */
export function ReportQueue() {
  const t = useT();
  const [status, setStatus] = useState<TReportStatus>('open');
  const query = useReports(status);
  const reports = query.data?.pages.flatMap((page) => page.reports) ?? [];
  const error = query.error && (isApiError(query.error) ? query.error.message : t('errors.unexpected'));
  return (
    <>
      <div role="group" aria-label={t('admin.reports.title')} className="mb-6 flex gap-2">
        {STATUSES.map((value) => (
          <Button
            key={value}
            variant={value === status ? 'primary' : 'secondary'}
            aria-pressed={value === status}
            onClick={() => setStatus(value)}
          >
            {t(`admin.reports.statuses.${value}`)}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {!query.data && !error && <p>{t('admin.reports.loading')}</p>}
      {query.data && reports.length === 0 && <p>{t('admin.reports.empty')}</p>}
      <ul className="space-y-4">
        {reports.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-6"
          isBusy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('admin.reports.loadMore')}
        </Button>
      )}
    </>
  );
}
