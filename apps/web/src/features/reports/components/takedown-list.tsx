import { MAX_TAKEDOWN_TEXT, type TOwnTakedown } from '@beatpasal/shared/schemas/admin-queues';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useAnswerTakedown, useMyTakedowns } from '../api/takedowns-api';

function TakedownItem({ takedown }: { takedown: TOwnTakedown }) {
  const t = useT();
  const [answer, setAnswer] = useState('');
  const mutation = useAnswerTakedown(takedown.id);
  const error = mutation.error
    ? isApiError(mutation.error)
      ? mutation.error.message
      : t('errors.unexpected')
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ counterStatement: answer }, { onSuccess: () => toast.success(t('takedowns.list.answerSent')) });
  };
  return (
    <li className="rounded-2xl border border-zinc-800 p-4">
      <p className="text-sm text-zinc-400">{t(`takedowns.list.statuses.${takedown.status}`)}</p>
      <p className="mt-1 whitespace-pre-line text-white">
        {t('takedowns.list.notice', {
          claimant: takedown.claimantName,
          title: takedown.trackTitle,
          work: takedown.originalWork,
        })}
      </p>
      {takedown.decisionNote && (
        <p className="mt-2 text-sm text-zinc-300">
          {t('takedowns.list.decisionNote', { note: takedown.decisionNote })}
        </p>
      )}
      {takedown.counterStatement !== null ? (
        <p className="mt-3 whitespace-pre-line text-sm text-zinc-300">
          {t('takedowns.list.answered', { answer: takedown.counterStatement })}
        </p>
      ) : (
        takedown.status === 'pending' && (
          <form onSubmit={submit} className="mt-3 space-y-2">
            <TextAreaField
              label={t('takedowns.list.answerLabel')}
              error={error}
              look="dialog"
              rows={4}
              maxLength={MAX_TAKEDOWN_TEXT}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
            <Button type="submit" variant="secondary" isBusy={mutation.isPending}>
              {t('takedowns.list.answer')}
            </Button>
          </form>
        )
      )}
    </li>
  );
}

/** On /strikes, for artists: copyright notices about their tracks, each with its one answer. Nothing when there are none. */
export function TakedownList() {
  const t = useT();
  const query = useMyTakedowns();
  if (!query.data || query.data.takedowns.length === 0) return null;
  return (
    <section aria-labelledby="my-takedowns" className="mt-10">
      <h2 id="my-takedowns" className="text-xl font-bold text-white">
        {t('takedowns.list.title')}
      </h2>
      <p className="mt-2 mb-4 text-zinc-300">{t('takedowns.list.intro')}</p>
      <ul className="space-y-4">
        {query.data.takedowns.map((takedown) => (
          <TakedownItem key={takedown.id} takedown={takedown} />
        ))}
      </ul>
    </section>
  );
}
