import type { TInboxRow } from '@beatpasal/shared/schemas/messages';
import { Link } from '../../../components/ui/link';
import { useLanguage, useT } from '../../../lib/i18n/i18n';
import { formatInboxTime } from '../lib/chat-format';
import { chatPath } from '../lib/chat-paths';
import { personName } from '../lib/person-name';
import { DeleteConversationButton } from './delete-conversation-button';
import { PersonAvatar } from './person-avatar';

/** The server counts up to 100 per row; beyond this the badge says 99+. */
const MAX_BADGE = 99;
/** Enough of the latest message for one line; the rest is cut by CSS. */
const PREVIEW_CHARS = 140;

/** One conversation: picture, name, the latest message, its time and the unread count; opens the chat. */
export function InboxRow({ row, now, onDeleted }: { row: TInboxRow; now: Date; onDeleted: () => void }) {
  const t = useT();
  const [language] = useLanguage();
  const name = personName(row.other);
  const { lastMessage } = row;
  const text = lastMessage.isOffer
    ? t('messages.inbox.offer')
    : lastMessage.body.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_CHARS);
  const preview = lastMessage.senderId === row.other.id ? text : t('messages.inbox.you', { text });
  const hasUnread = row.unreadCount > 0;
  return (
    <li className="flex items-center gap-1 rounded-2xl bg-zinc-900 pr-1 ring-1 ring-zinc-800 hover:bg-zinc-800/70">
      <Link to={chatPath(row.other.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-3">
        <PersonAvatar person={row.other} size="md" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate ${hasUnread ? 'font-bold text-white' : 'font-semibold text-zinc-100'}`}>
              {name}
            </span>
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-zinc-400">
              {formatInboxTime(lastMessage.createdAt, language, now)}
            </time>
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={`truncate text-sm ${hasUnread ? 'text-zinc-100' : 'text-zinc-400'}`}>{preview}</span>
            {hasUnread && (
              <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                <span aria-hidden="true">{row.unreadCount > MAX_BADGE ? `${MAX_BADGE}+` : row.unreadCount}</span>
                <span className="sr-only">
                  {t('messages.inbox.unread', {
                    count: row.unreadCount > MAX_BADGE ? `${MAX_BADGE}+` : row.unreadCount,
                  })}
                </span>
              </span>
            )}
          </span>
        </span>
      </Link>
      <DeleteConversationButton userId={row.other.id} name={name} onDeleted={onDeleted} />
    </li>
  );
}
