import type { TCoProduction } from '@beatpasal/shared/schemas/co-producers';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Empty, LoadError, Loading } from '../../../components/ui/list-states';
import { useT } from '../../../lib/i18n/i18n';
import { useAnswerInvitation, useCoProductions } from '../api/co-producers-api';
import { ErrorLine } from './error-line';

function Invitation({ item }: { item: TCoProduction }) {
  const t = useT();
  const answer = useAnswerInvitation();
  const track = item.trackTitle;
  if (item.status !== 'pending')
    return (
      <li className="py-3 text-sm text-zinc-300">
        {item.status === 'accepted' ? t('coProducers.invitations.accepted', { track }) : null}
        {item.status === 'declined' ? t('coProducers.invitations.declined', { track }) : null}
        {item.status !== 'accepted' && item.status !== 'declined'
          ? t(`coProducers.editor.status.${item.status}`)
          : null}
      </li>
    );
  return (
    <li className="space-y-2 py-3 text-sm">
      <p className="text-zinc-200">
        {t('coProducers.invitations.line', { lead: item.lead.displayName, track, share: item.sharePercent })}{' '}
        <Link to={`/track/${item.trackId}`} className="underline underline-offset-2">
          {track}
        </Link>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" isBusy={answer.isPending} onClick={() => answer.mutate({ id: item.id, answer: 'accept' })}>
          {t('coProducers.invitations.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: item.id, answer: 'decline' })}
        >
          {t('coProducers.invitations.decline')}
        </Button>
      </div>
      {answer.isError && <ErrorLine error={answer.error} />}
    </li>
  );
}

/** The artist dashboard's invitations to co-produce: answered once, each. */
export function InvitationsSection() {
  const t = useT();
  const list = useCoProductions();
  let body;
  if (list.isPending) body = <Loading text={t('coProducers.invitations.loading')} />;
  else if (list.isError)
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isRefetching} />;
  else if (list.data.coProductions.length === 0) body = <Empty>{t('coProducers.invitations.empty')}</Empty>;
  else
    body = (
      <ul aria-label={t('coProducers.invitations.title')} className="divide-y divide-zinc-800">
        {list.data.coProductions.map((item) => (
          <Invitation key={item.id} item={item} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="dashboard-co-productions" className="rounded-2xl border border-zinc-800 bg-zinc-900 p-4">
      <h2 id="dashboard-co-productions" className="text-lg font-bold text-white">
        {t('coProducers.invitations.title')}
      </h2>
      <div className="mt-3">{body}</div>
    </section>
  );
}
