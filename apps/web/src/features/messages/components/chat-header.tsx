import type { TConversation } from '@beatpasal/shared/schemas/messages';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { useMe } from '../../../lib/session';
import { inboxPath, profilePathOf } from '../lib/chat-paths';
import { personName } from '../lib/person-name';
import { ChatMenu } from './chat-menu';
import { PersonAvatar } from './person-avatar';

function BackIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

/** Back to the inbox, the other person's picture, name (a buyer's full name for the artist they bought from) and @handle, and the options. */
export function ChatHeader({ conversation }: { conversation: TConversation }) {
  const t = useT();
  const me = useMe();
  const { other } = conversation;
  // The artist sees the full name of a buyer in their sales, as the sales list shows it.
  const name = conversation.otherFullName ?? personName(other);
  const handle = t('messages.chat.handle', { username: other.username });
  const profilePath = profilePathOf(other);
  return (
    <header className="flex items-center gap-2 border-b border-zinc-800 px-2 py-2 sm:px-4">
      <Link
        to={inboxPath(me.isArtist)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-zinc-200 hover:bg-zinc-800 hover:text-white"
      >
        <BackIcon />
        <span className="sr-only">{t('messages.chat.backToInbox')}</span>
      </Link>
      <PersonAvatar person={other} size="md" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-bold text-white">{name}</h1>
        {profilePath ? (
          <Link to={profilePath} className="block truncate text-sm text-zinc-300 hover:text-white hover:underline">
            {handle}
          </Link>
        ) : (
          <p className="truncate text-sm text-zinc-300">{handle}</p>
        )}
      </div>
      <ChatMenu userId={other.id} name={name} isBlocked={conversation.blockedByMe} />
    </header>
  );
}
