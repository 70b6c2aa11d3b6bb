import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDisclosure } from '../../../lib/use-disclosure';
import { messageKeys, setBlocked } from '../api/messages-api';
import { ReportDialog } from './report-dialog';

const ITEM = 'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm text-zinc-100 hover:bg-zinc-800';

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

interface TChatMenuProps {
  userId: string;
  name: string;
  isBlocked: boolean;
}

/** The conversation's options, a disclosure like the share menu: Block/Unblock and Report conversation. */
export function ChatMenu({ userId, name, isBlocked }: TChatMenuProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const { isOpen, setIsOpen, close, menuId, root, button } = useDisclosure();
  const [isReporting, setIsReporting] = useState(false);
  const block = useMutation({
    mutationFn: (next: boolean) => setBlocked(userId, next),
    onSuccess: (_, next) => {
      toast.success(t(next ? 'messages.menu.blocked' : 'messages.menu.unblocked', { name }));
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(userId) });
    },
    onError: (error) =>
      toast.error(
        isApiError(error) && error.status < 500 && error.status > 0 ? error.message : t('messages.menu.blockFailed'),
      ),
  });

  const choose = (action: () => void) => {
    close();
    action();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-11 items-center justify-center rounded-full text-zinc-200 hover:bg-zinc-800 hover:text-white"
      >
        <DotsIcon />
        <span className="sr-only">{t('messages.menu.button')}</span>
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 z-30 mt-2 w-60 rounded-xl border border-zinc-700 bg-zinc-900 p-1 shadow-xl shadow-black/50"
      >
        <ul>
          <li>
            <button
              type="button"
              className={ITEM}
              disabled={block.isPending}
              onClick={() => choose(() => block.mutate(!isBlocked))}
            >
              {t(isBlocked ? 'messages.menu.unblock' : 'messages.menu.block', { name })}
            </button>
          </li>
          <li>
            <button type="button" className={ITEM} onClick={() => choose(() => setIsReporting(true))}>
              {t('messages.menu.report')}
            </button>
          </li>
        </ul>
      </div>
      {isReporting && <ReportDialog userId={userId} onClose={() => setIsReporting(false)} returnFocusTo={button} />}
    </div>
  );
}
