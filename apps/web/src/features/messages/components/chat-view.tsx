import type { TConversation } from '@beatpasal/shared/schemas/messages';
import { useMemo, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChatHistory } from '../hooks/use-chat-history';
import { useChatLive } from '../hooks/use-chat-live';
import { useConversation } from '../hooks/use-conversation';
import { useMarkSeen } from '../hooks/use-mark-seen';
import { useMe } from '../../../lib/session';
import { useSendMessage } from '../hooks/use-send-message';
import { chatItems } from '../lib/chat-item';
import { inboxPath } from '../lib/chat-paths';
import { historyMessages } from '../lib/history-pages';
import { translateMessage } from '../../../lib/i18n/language-store';
import { personName } from '../lib/person-name';
import { ChatHeader } from './chat-header';
import { LoadError, Loading } from '../../../components/ui/list-states';
import { Composer } from './composer';
import type { TRenderOffer } from './message-bubble';
import { MessageList } from './message-list';

/** The chat fills the screen under the top bar, so the composer stays in reach on a phone. */
const FRAME = 'mx-auto flex h-[calc(100dvh-3.5rem)] max-w-3xl flex-col sm:border-x sm:border-zinc-800';

function Chat({
  userId,
  conversation,
  renderOffer,
  tools,
}: {
  userId: string;
  conversation: TConversation;
  renderOffer?: TRenderOffer;
  tools?: ReactNode;
}) {
  const t = useT();
  const me = useMe();
  const name = personName(conversation.other);
  useDocumentTitle(t('messages.chat.pageTitle', { name }));
  const { query, refreshLatest } = useChatHistory(userId);
  useChatLive(userId, refreshLatest);
  const confirmed = useMemo(() => historyMessages(query.data), [query.data]);
  const { pending, send } = useSendMessage(userId);
  const items = useMemo(() => chatItems(confirmed, pending, me.id), [confirmed, pending, me.id]);
  useMarkSeen(userId, items, query.isSuccess);

  return (
    <div className={FRAME}>
      <ChatHeader conversation={conversation} />
      {query.isPending ? (
        <div className="flex-1">
          <Loading text={t('messages.chat.loading')} />
        </div>
      ) : query.isError ? (
        <div className="flex-1 p-4">
          <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </div>
      ) : (
        <MessageList
          items={items}
          otherId={userId}
          otherName={name}
          hasOlder={query.hasNextPage}
          isLoadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
          renderOffer={renderOffer}
        />
      )}
      {conversation.blockedByMe && (
        <p className="border-t border-zinc-800 px-4 py-2 text-sm text-zinc-300">{t('messages.menu.youBlocked')}</p>
      )}
      {conversation.canWrite && tools && (
        <div className="max-h-[50%] overflow-y-auto border-t border-zinc-800 p-3">{tools}</div>
      )}
      {conversation.canWrite ? (
        <Composer onSend={send} />
      ) : (
        <p className="border-t border-zinc-800 bg-zinc-900 px-4 py-4 text-center text-sm text-zinc-200">
          {conversation.cannotWriteReason
            ? translateMessage(conversation.cannotWriteReason)
            : t('messages.server.blocked')}
        </p>
      )}
    </div>
  );
}

function ChatUnavailable({ error, onRetry, isRetrying }: { error: unknown; onRetry: () => void; isRetrying: boolean }) {
  const t = useT();
  const me = useMe();
  const isNotFound = isApiError(error) && error.status === 404;
  const title = isNotFound ? t('messages.chat.notFound') : t('messages.chat.loadFailed');
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-white">{title}</h1>
      {!isNotFound && <LoadError error={error} onRetry={onRetry} isRetrying={isRetrying} />}
      <ButtonLink to={inboxPath(me.isArtist)} variant="secondary">
        {t('messages.chat.backToInbox')}
      </ButtonLink>
    </div>
  );
}

/**
 * /messages/:receiverId (spec §2.7). `renderOffer` shows offers sent into the chat and `tools` sits
 * above the composer (the offers feature's composers); the route passes both.
 */
export function ChatView({
  userId,
  renderOffer,
  tools,
}: {
  userId: string;
  renderOffer?: TRenderOffer;
  tools?: ReactNode;
}) {
  const t = useT();
  const conversation = useConversation(userId);
  if (conversation.isPending) return <Loading text={t('messages.chat.loading')} />;
  if (conversation.isError)
    return (
      <ChatUnavailable
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
        isRetrying={conversation.isFetching}
      />
    );
  return <Chat userId={userId} conversation={conversation.data} renderOffer={renderOffer} tools={tools} />;
}
