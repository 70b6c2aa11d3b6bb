import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../lib/i18n/i18n';
import { formatDayDate } from '../lib/chat-format';
import { seenMessageId, type TChatItem } from '../lib/chat-item';
import { groupByDay, type TDayLabel } from '../lib/day-groups';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useNow } from '../hooks/use-now';
import { MessageBubble, type TRenderOffer } from './message-bubble';

interface TMessageListProps {
  items: TChatItem[];
  otherId: string;
  otherName: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  renderOffer?: TRenderOffer;
}

function DayHeading({ label, now }: { label: TDayLabel; now: Date }) {
  const t = useT();
  const [language] = useLanguage();
  const text = label.kind === 'date' ? formatDayDate(label, language, now) : t(`messages.chat.${label.kind}`);
  // Pinned while scrolling only where there is room: on a phone it would lie over an offer card.
  return (
    <h2 className="mx-auto my-3 w-fit sm:sticky sm:top-0 sm:z-10 rounded-full bg-zinc-900/95 px-3 py-1 text-xs font-semibold text-zinc-300 ring-1 ring-zinc-800">
      {text}
    </h2>
  );
}

/** The conversation, grouped by day, in a scrolling log that loads older pages as the reader scrolls up. */
export function MessageList({
  items,
  otherId,
  otherName,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  renderOffer,
}: TMessageListProps) {
  const t = useT();
  const now = useNow();
  const ref = useRef<HTMLDivElement>(null);
  const newest = items.at(-1);
  const loadOlder = () => {
    if (hasOlder && !isLoadingOlder) onLoadOlder();
  };
  const { onScroll } = useChatScroll(ref, {
    oldestId: items[0]?.id,
    newestId: newest?.id,
    isNewestMine: newest !== undefined && newest.senderId !== otherId,
    onNearTop: loadOlder,
  });
  const seenId = seenMessageId(items, otherId);
  return (
    <div
      ref={ref}
      role="log"
      tabIndex={0}
      aria-label={t('messages.chat.log', { name: otherName })}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-2 [overflow-anchor:none] sm:px-4"
    >
      <div className="flex justify-center py-2">
        {hasOlder ? (
          <Button variant="ghost" size="sm" isBusy={isLoadingOlder} onClick={loadOlder}>
            {isLoadingOlder ? t('messages.chat.loadingOlder') : t('messages.chat.loadOlder')}
          </Button>
        ) : (
          <p className="text-xs text-zinc-400">
            {items.length === 0 ? t('messages.chat.empty') : t('messages.chat.beginning')}
          </p>
        )}
      </div>
      {groupByDay(items, now).map((group) => (
        <section key={group.key}>
          <DayHeading label={group.label} now={now} />
          <ol className="space-y-2">
            {group.items.map((message) => (
              <MessageBubble
                key={message.clientId ?? message.id}
                message={message}
                isMine={message.senderId !== otherId}
                senderName={otherName}
                isSeen={message.id === seenId}
                renderOffer={renderOffer}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
