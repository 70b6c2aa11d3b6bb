import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';

interface TQueueViewProps<TState extends string, TPage> {
  label: string;
  states: readonly TState[];
  stateLabel: (state: TState) => string;
  useQueue: (state: TState) => UseInfiniteQueryResult<InfiniteData<TPage>>;
  itemsOf: (page: TPage) => ReactNode[];
  loading: string;
  empty: string;
}

/** A queue of one state at a time (state buttons), newest first, with older pages on demand. */
export function QueueView<TState extends string, TPage>(props: TQueueViewProps<TState, TPage>) {
  const t = useT();
  const [state, setState] = useState<TState>(props.states[0]!);
  const query = props.useQueue(state);
  const items = query.data?.pages.flatMap(props.itemsOf) ?? [];
  const error = query.error && (isApiError(query.error) ? query.error.message : t('errors.unexpected'));
  return (
    <>
      <div role="group" aria-label={props.label} className="mb-6 flex flex-wrap gap-2">
        {props.states.map((value) => (
          <Button
            key={value}
            variant={value === state ? 'primary' : 'secondary'}
            aria-pressed={value === state}
            onClick={() => setState(value)}
          >
            {props.stateLabel(value)}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {!query.data && !error && <p>{props.loading}</p>}
      {query.data && items.length === 0 && <p>{props.empty}</p>}
      <ul className="space-y-4">{items}</ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-6"
          isBusy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('admin.queue.loadMore')}
        </Button>
      )}
    </>
  );
}
