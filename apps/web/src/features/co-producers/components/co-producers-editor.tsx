import { useState, type FormEvent } from 'react';
import type { TTrackCoProducers } from '@beatpasal/shared/schemas/co-producers';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form/text-field';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useTrackCoProducers } from '../api/co-producers-api';
import { ErrorLine } from './error-line';

interface TRow {
  key: number;
  username: string;
  share: string;
  /** Saved rows: their answer, and whether a sale already owes them (then they cannot leave). */
  status?: TTrackCoProducers['coProducers'][number]['status'];
  hasSales?: boolean;
}

let nextKey = 0;
const rowsOf = (list: TTrackCoProducers): TRow[] =>
  list.coProducers.map((row) => ({
    key: ++nextKey,
    username: row.username,
    share: String(row.sharePercent),
    status: row.status,
    hasSales: row.hasSales,
  }));
const percent = (text: string) => (text.trim() === '' ? 0 : Number(text));

function EditorForm({ trackId, saved }: { trackId: string; saved: TTrackCoProducers }) {
  const t = useT();
  const { mutation } = useTrackCoProducers(trackId);
  const [leadShare, setLeadShare] = useState(String(saved.leadSharePercent));
  const [rows, setRows] = useState(() => rowsOf(saved));
  const total = percent(leadShare) + rows.reduce((sum, row) => sum + percent(row.share), 0);
  const change = (key: number, patch: Partial<TRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      leadSharePercent: percent(leadShare),
      coProducers: rows.map((row) => ({
        username: row.username.trim().replace(/^@/, ''),
        sharePercent: percent(row.share),
      })),
    };
    mutation.mutate(body, {
      onSuccess: (list) => {
        setLeadShare(String(list.leadSharePercent));
        setRows(rowsOf(list));
        toast.success(t('coProducers.editor.saved'));
      },
    });
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-4" noValidate>
      <TextField
        label={t('coProducers.editor.yourShare')}
        inputMode="numeric"
        value={leadShare}
        onChange={(event) => setLeadShare(event.currentTarget.value)}
      />
      <ul className="space-y-4">
        {rows.map((row, index) => (
          <li key={row.key} className="space-y-2 rounded-xl border border-zinc-800 p-3">
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
              <TextField
                label={t('coProducers.editor.username')}
                autoComplete="off"
                value={row.username}
                disabled={row.status !== undefined}
                onChange={(event) => change(row.key, { username: event.currentTarget.value })}
              />
              <TextField
                label={t('coProducers.editor.share')}
                inputMode="numeric"
                value={row.share}
                disabled={row.hasSales}
                onChange={(event) => change(row.key, { share: event.currentTarget.value })}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-zinc-300">
                {row.status ? t(`coProducers.editor.status.${row.status}`) : ''}
                {row.hasSales ? ` · ${t('coProducers.editor.locked')}` : ''}
              </span>
              {!row.hasSales && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                >
                  {t('coProducers.editor.remove', { name: row.username || String(index + 1) })}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-zinc-300" aria-live="polite">
        {t('coProducers.editor.total', { total })}
      </p>
      {mutation.isError && <ErrorLine error={mutation.error} />}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => setRows((current) => [...current, { key: ++nextKey, username: '', share: '' }])}
        >
          {t('coProducers.editor.add')}
        </Button>
        <Button type="submit" isBusy={mutation.isPending}>
          {t('coProducers.editor.save')}
        </Button>
      </div>
    </form>
  );
}

/** The edit-track page's co-producers: the lead's share and each named artist's, saved apart from the track form. */
export function CoProducersEditor({ trackId }: { trackId: string }) {
  const t = useT();
  const { query } = useTrackCoProducers(trackId);
  let body;
  if (query.isPending) body = <p className="mt-3 text-sm text-zinc-400">{t('coProducers.editor.loading')}</p>;
  else if (query.isError) body = <ErrorLine error={query.error} className="mt-3" />;
  else body = <EditorForm trackId={trackId} saved={query.data} />;
  return (
    <section aria-labelledby="co-producers-title" className="mt-8 rounded-2xl border border-zinc-800 bg-zinc-900 p-4">
      <h2 id="co-producers-title" className="text-lg font-bold text-white">
        {t('coProducers.editor.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t('coProducers.editor.intro')}</p>
      {body}
    </section>
  );
}
