import type { TQueuedReport } from '@beatpasal/shared/schemas/admin';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useModerationAction } from '../api/admin-api';

/** One report with what an administrator can do about it; every action needs a reason. */
export function ReportCard({ report }: { report: TQueuedReport }) {
  const t = useT();
  const dates = useDates();
  const [reason, setReason] = useState('');
  const action = useModerationAction();
  const run = (path: string, withReport = true) =>
    action.mutate(
      { path, body: { reason, ...(withReport && { reportId: report.id }) } },
      { onSuccess: () => toast.success(t('admin.reports.done')) },
    );
  const error = action.error ? (isApiError(action.error) ? action.error.message : t('errors.unexpected')) : undefined;
  const isTrack = report.targetType === 'track';

  return (
    <li className="rounded-2xl border border-zinc-800 p-4">
      <p className="text-sm text-zinc-400">
        {t(`admin.reports.targets.${report.targetType}`)} · {dates.dateTime(report.createdAt)} ·{' '}
        {t(`reports.reasons.${report.reason}`)}
      </p>
      <h2 className="mt-1 text-lg font-semibold text-white">
        {isTrack ? (
          <Link to={`/track/${report.targetId}`} className="hover:underline">
            {report.targetLabel ?? report.targetId}
          </Link>
        ) : (
          (report.targetLabel ?? report.targetId)
        )}
        {report.isTargetHidden && (
          <span className="ml-2 rounded-full bg-red-900/60 px-2 py-0.5 text-xs text-red-100">
            {t('admin.reports.hiddenNow')}
          </span>
        )}
      </h2>
      <p className="text-sm text-zinc-300">{t('admin.reports.about', { email: report.subjectEmail })}</p>
      <p className="text-sm text-zinc-400">{t('admin.reports.reportedBy', { email: report.reporterEmail })}</p>
      {report.details && <p className="mt-2 whitespace-pre-line text-zinc-200">{report.details}</p>}
      {report.messages && report.messages.length > 0 && (
        <details className="mt-2 text-sm text-zinc-300">
          <summary className="cursor-pointer">{t('admin.reports.conversation')}</summary>
          <ol className="mt-2 space-y-1">
            {report.messages.map((message) => (
              <li key={message.createdAt + message.senderId}>
                <span className="text-zinc-400">
                  {message.senderId === report.subjectUserId ? report.subjectEmail : report.reporterEmail}:
                </span>{' '}
                <span className="whitespace-pre-line">{message.body}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {report.evidenceUrl && (
        <a
          href={report.evidenceUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-block text-sm text-brand-300 underline"
        >
          {t('admin.reports.evidence')}
        </a>
      )}
      {report.status === 'open' || isTrack ? (
        <div className="mt-4 space-y-3">
          <TextAreaField
            label={t('admin.reports.reasonLabel')}
            error={error}
            look="dialog"
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            {isTrack && !report.isTargetHidden && (
              <Button isBusy={action.isPending} onClick={() => run(`/tracks/${report.targetId}/hide`)}>
                {t('admin.reports.hide')}
              </Button>
            )}
            {isTrack && report.isTargetHidden && (
              <Button
                variant="secondary"
                isBusy={action.isPending}
                onClick={() => run(`/tracks/${report.targetId}/restore`, false)}
              >
                {t('admin.reports.restore')}
              </Button>
            )}
            <Button
              variant="secondary"
              isBusy={action.isPending}
              onClick={() => run(`/users/${report.subjectUserId}/warn`)}
            >
              {t('admin.reports.warn')}
            </Button>
            {report.status === 'open' && (
              <Button
                variant="secondary"
                isBusy={action.isPending}
                onClick={() => run(`/reports/${report.id}/dismiss`, false)}
              >
                {t('admin.reports.dismiss')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </li>
  );
}
