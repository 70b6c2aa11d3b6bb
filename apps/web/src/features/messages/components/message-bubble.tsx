import type { TOffer } from '@beatpasal/shared/schemas/offers';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../../lib/i18n/i18n';
import { formatMessageTime } from '../lib/chat-format';
import type { TChatItem } from '../lib/chat-item';
import { MessageText } from './message-text';

/** How the app shows an offer inside the chat; the offers feature provides it (passed in by the route). */
export type TRenderOffer = (offer: TOffer) => ReactNode;

interface TMessageBubbleProps {
  message: TChatItem;
  isMine: boolean;
  senderName: string;
  isSeen: boolean;
  renderOffer?: TRenderOffer;
}

/** One message: mine on the right, theirs on the left, its time, "Sending..." or "Seen" under it. */
export function MessageBubble({ message, isMine, senderName, isSeen, renderOffer }: TMessageBubbleProps) {
  const t = useT();
  const [language] = useLanguage();
  const time = formatMessageTime(message.createdAt, language);
  const colours = isMine ? 'bg-brand-700 text-white rounded-br-md' : 'bg-zinc-800 text-zinc-100 rounded-bl-md';
  const content =
    message.offer && renderOffer ? (
      renderOffer(message.offer)
    ) : (
      <div className={`rounded-2xl px-3.5 py-2 ${colours} ${message.isPending ? 'opacity-70' : ''}`}>
        {message.offer && (
          <p className="text-xs font-semibold tracking-wide uppercase">{t('messages.chat.offerFallback')}</p>
        )}
        <MessageText text={message.body} />
      </div>
    );
  return (
    <li className={`flex flex-col ${isMine ? 'items-end' : 'items-start'}`}>
      <div className="max-w-[85%] sm:max-w-[75%]">
        <span className="sr-only">{isMine ? t('messages.chat.you') : senderName}: </span>
        {content}
      </div>
      <p className="mt-1 px-1 text-xs text-zinc-400">
        {message.isPending ? t('messages.chat.sending') : <time dateTime={message.createdAt}>{time}</time>}
        {isSeen && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="font-medium text-zinc-300">{t('messages.chat.seen')}</span>
          </>
        )}
      </p>
    </li>
  );
}
