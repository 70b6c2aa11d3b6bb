import { APPEAL_QUEUE_STATES, type TQueuedAppeal } from '@beatpasal/shared/schemas/admin-queues';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useAppealQueue } from '../api/queues-api';
import { DecisionForm } from './decision-form';
import { QueueView } from './queue-view';

function AppealCard({ appeal }: { appeal: TQueuedAppeal }) {
  const t = useT();
  const dates = useDates();
  const { plural } = useFormat();
  const path = `/strikes/${appeal.strikeId}/appeal`;
  return (
    <li className="min-w-0 rounded-2xl border border-zinc-800 p-4">
      <p className="text-sm text-zinc-400">
        {dates.dateTime(appeal.appealedAt)}
        {appeal.decision && ` · ${t(`admin.strikes.decisions.${appeal.decision}`)}`}
      </p>
      <h2 className="mt-1 text-lg font-semibold break-words text-white">
        {plural('admin.strikes.who', appeal.activeStrikes, { email: appeal.email })}
      </h2>
      <h3 className="mt-3 text-sm font-semibold text-zinc-200">{t('admin.strikes.warning')}</h3>
      <p translate="no" className="whitespace-pre-line break-words text-zinc-200">
        {appeal.reason}
      </p>
      <h3 className="mt-3 text-sm font-semibold text-zinc-200">{t('admin.strikes.appeal')}</h3>
      <p translate="no" className="whitespace-pre-line break-words text-zinc-200">
        {appeal.appeal}
      </p>
      {appeal.decisionNote && (
        <p className="mt-3 text-sm text-zinc-300">{t('admin.queue.note', { note: appeal.decisionNote })}</p>
      )}
      {!appeal.decision && (
        <DecisionForm
          decisions={[
            { label: t('admin.strikes.uphold'), path, body: { decision: 'upheld' } },
            { label: t('admin.strikes.withdraw'), path, body: { decision: 'withdrawn' }, variant: 'primary' },
          ]}
        />
      )}
    </li>
  );
}

/** /admin/appeals: appealed warnings; uphold or withdraw with a note to the person. */
export function AppealQueue() {
  const t = useT();
  return (
    <QueueView
      label={t('admin.strikes.title')}
      states={APPEAL_QUEUE_STATES}
      stateLabel={(state) => t(`admin.strikes.states.${state}`)}
      useQueue={useAppealQueue}
      itemsOf={(page) => page.appeals.map((appeal) => <AppealCard key={appeal.strikeId} appeal={appeal} />)}
      loading={t('admin.strikes.loading')}
      empty={t('admin.strikes.empty')}
    />
  );
}
