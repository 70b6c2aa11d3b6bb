import { useState, type FormEvent } from 'react';
import { AUDIT_TARGETS, type TAuditEntry } from '@beatpasal/shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useAuditLog, type TAuditFilters } from '../api/admin-api';

const NO_FILTERS: TAuditFilters = { action: '', targetType: '', targetId: '' };
const inputClass = 'mt-1 block min-h-10 w-full rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-sm text-white';

const snapshot = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '∅');

function AuditRow({ entry }: { entry: TAuditEntry }) {
  const t = useT();
  const dates = useDates();
  return (
    <tr className="border-t border-zinc-800 align-top">
      <td className="py-2 pr-3 whitespace-nowrap text-zinc-400">{dates.dateTime(entry.createdAt)}</td>
      <td className="py-2 pr-3">
        <span translate="no">{entry.actorEmail}</span>
        {entry.ip && <span className="block text-xs text-zinc-400">{t('admin.audit.from', { ip: entry.ip })}</span>}
      </td>
      <td className="py-2 pr-3 font-mono text-xs" translate="no">
        {entry.action}
      </td>
      <td className="py-2 pr-3 font-mono text-xs break-all" translate="no">
        {entry.targetType}:{entry.targetId}
      </td>
      <td className="py-2 pr-3 whitespace-pre-line" translate={entry.reason ? 'no' : undefined}>
        {entry.reason || t('admin.audit.noReason')}
      </td>
      <td className="py-2 font-mono text-xs break-all text-zinc-300" translate="no">
        {snapshot(entry.before)} → {snapshot(entry.after)}
      </td>
    </tr>
  );
}

/** A phone's audit entry: the table's columns, one under another. */
function AuditCard({ entry }: { entry: TAuditEntry }) {
  const t = useT();
  const dates = useDates();
  return (
    <li className="space-y-1 rounded-2xl bg-zinc-900 p-4 text-sm ring-1 ring-zinc-800">
      <p className="text-zinc-400">{dates.dateTime(entry.createdAt)}</p>
      <p className="font-mono text-xs break-all text-white" translate="no">
        {entry.action} · {entry.targetType}:{entry.targetId}
      </p>
      <p className="break-all">
        <span translate="no">{entry.actorEmail}</span>
        {entry.ip && <span className="block text-xs text-zinc-400">{t('admin.audit.from', { ip: entry.ip })}</span>}
      </p>
      <p className="whitespace-pre-line" translate={entry.reason ? 'no' : undefined}>
        {entry.reason || t('admin.audit.noReason')}
      </p>
      <p className="font-mono text-xs break-all text-zinc-300" translate="no">
        {snapshot(entry.before)} → {snapshot(entry.after)}
      </p>
    </li>
  );
}

/** /admin/audit: the append-only log of administrator actions, filtered and paged newest first. */
export function AuditLogView() {
  const t = useT();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [draft, setDraft] = useState(NO_FILTERS);
  const query = useAuditLog(filters);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ action: draft.action.trim(), targetType: draft.targetType, targetId: draft.targetId.trim() });
  };
  const error = query.error && (isApiError(query.error) ? query.error.message : t('errors.unexpected'));

  return (
    <>
      <form onSubmit={apply} className="mb-6 grid gap-3 sm:grid-cols-4 sm:items-end">
        <label className="text-sm text-zinc-300">
          {t('admin.audit.filterAction')}
          <input
            className={inputClass}
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          />
        </label>
        <label className="text-sm text-zinc-300">
          {t('admin.audit.filterTarget')}
          <select
            className={inputClass}
            value={draft.targetType}
            onChange={(e) => setDraft({ ...draft, targetType: e.target.value })}
          >
            <option value="">{t('admin.audit.anyTarget')}</option>
            {AUDIT_TARGETS.map((target) => (
              <option key={target} value={target}>
                {target}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-zinc-300">
          {t('admin.audit.filterTargetId')}
          <input
            className={inputClass}
            value={draft.targetId}
            onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('admin.audit.apply')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mb-4 text-sm text-red-300">
          {error}
        </p>
      )}
      {!query.data && !error && <p>{t('admin.audit.loading')}</p>}
      {query.data && entries.length === 0 && <p>{t('admin.audit.empty')}</p>}
      {entries.length > 0 && (
        <ul className="space-y-3 sm:hidden" aria-label={t('admin.audit.title')}>
          {entries.map((entry) => (
            <AuditCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {entries.length > 0 && (
        // Wide screens: focusable so that a keyboard can scroll the table sideways.
        <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-label={t('admin.audit.title')}>
          <table className="w-full text-left text-sm">
            <thead className="text-zinc-400">
              <tr>
                <th className="py-2 pr-3 font-medium">{t('admin.audit.when')}</th>
                <th className="py-2 pr-3 font-medium">{t('admin.audit.who')}</th>
                <th className="py-2 pr-3 font-medium">{t('admin.audit.what')}</th>
                <th className="py-2 pr-3 font-medium">{t('admin.audit.target')}</th>
                <th className="py-2 pr-3 font-medium">{t('admin.audit.reason')}</th>
                <th className="py-2 font-medium">{t('admin.audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-6"
          isBusy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('admin.audit.loadMore')}
        </Button>
      )}
    </>
  );
}
