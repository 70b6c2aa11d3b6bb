import { useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInbox } from '../hooks/use-inbox';
import { useNow } from '../hooks/use-now';
import { Empty, LoadError, Loading } from '../../../components/ui/list-states';
import { LoadMore } from '../../../components/ui/load-more';
import { InboxRow } from './inbox-row';

const TEXTS = {
  artist: { title: 'messages.inbox.artistTitle', empty: 'messages.inbox.artistEmpty' },
  buyer: { title: 'messages.inbox.buyerTitle', empty: 'messages.inbox.buyerEmpty' },
} as const;

/** 'Inbox from Buyers' (/artist-messages) or 'Inbox with Artists' (/messages), spec §2.7; live over the realtime stream. */
export function InboxView({ role }: { role: 'artist' | 'buyer' }) {
  const t = useT();
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useInbox();
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  useDocumentTitle(t(TEXTS[role].title));

  const body = () => {
    if (!query.data) {
      if (query.isError)
        return <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
      return <Loading text={t('messages.inbox.loading')} />;
    }
    if (rows.length === 0) {
      return (
        <Empty>
          <p>{t(TEXTS[role].empty)}</p>
          {role === 'buyer' && <ButtonLink to="/artists">{t('messages.inbox.browseArtists')}</ButtonLink>}
        </Empty>
      );
    }
    return (
      <>
        <ul className="space-y-2">
          {rows.map((row) => (
            <InboxRow key={row.other.id} row={row} now={now} onDeleted={() => heading.current?.focus()} />
          ))}
        </ul>
        <LoadMore query={query} label={t('messages.inbox.loadMore')} />
      </>
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1
        ref={heading}
        tabIndex={-1}
        className="mb-6 text-2xl font-extrabold tracking-tight text-white focus:outline-none sm:text-3xl"
      >
        {t(TEXTS[role].title)}
      </h1>
      {body()}
    </div>
  );
}
