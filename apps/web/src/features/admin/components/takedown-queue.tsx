import { TAKEDOWN_STATUSES, type TQueuedTakedown } from '@beatpasal/shared/schemas/admin-queues';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useTakedownQueue } from '../api/queues-api';
import { DecisionForm } from './decision-form';
import { QueueView } from './queue-view';

function TakedownCard({ takedown }: { takedown: TQueuedTakedown }) {
  const t = useT();
  const dates = useDates();
  const path = `/takedowns/${takedown.id}`;
  return (
    <li className="rounded-2xl border border-zinc-800 p-4">
      <p className="text-sm text-zinc-400">
        {dates.dateTime(takedown.createdAt)} · {t(`admin.takedowns.statuses.${takedown.status}`)}
      </p>
      <h2 className="mt-1 text-lg font-semibold text-white">
        <Link to={`/track/${takedown.trackId}`} className="hover:underline">
          {takedown.trackTitle}
        </Link>
      </h2>
      <p className="text-sm text-zinc-300">
        {t('admin.takedowns.claimant', {
          name: takedown.claimantName,
          email: takedown.contactEmail,
          signature: takedown.signature,
        })}
      </p>
      <p className="text-sm text-zinc-400">{t('admin.takedowns.artist', { email: takedown.artistEmail })}</p>
      <h3 className="mt-3 text-sm font-semibold text-zinc-200">{t('admin.takedowns.work')}</h3>
      <p className="whitespace-pre-line text-zinc-200">{takedown.originalWork}</p>
      <h3 className="mt-3 text-sm font-semibold text-zinc-200">{t('admin.takedowns.answer')}</h3>
      <p className="whitespace-pre-line text-zinc-200">{takedown.counterStatement ?? t('admin.takedowns.noAnswer')}</p>
      {takedown.decisionNote && (
        <p className="mt-3 text-sm text-zinc-300">{t('admin.queue.note', { note: takedown.decisionNote })}</p>
      )}
      {takedown.status === 'pending' && (
        <DecisionForm
          decisions={[
            { label: t('admin.takedowns.restore'), path: `${path}/restore`, variant: 'primary' },
            { label: t('admin.takedowns.remove'), path: `${path}/remove` },
          ]}
        />
      )}
    </li>
  );
}

/** /admin/takedowns: copyright notices with the artist's answer; restore or remove. */
export function TakedownQueue() {
  const t = useT();
  return (
    <QueueView
      label={t('admin.takedowns.title')}
      states={TAKEDOWN_STATUSES}
      stateLabel={(status) => t(`admin.takedowns.statuses.${status}`)}
      useQueue={useTakedownQueue}
      itemsOf={(page) => page.takedowns.map((takedown) => <TakedownCard key={takedown.id} takedown={takedown} />)}
      loading={t('admin.takedowns.loading')}
      empty={t('admin.takedowns.empty')}
    />
  );
}
