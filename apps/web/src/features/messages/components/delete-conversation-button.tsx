import { DELETE_CONFIRM_MS } from '@beatpasal/shared/constants';
import type { TInboxPage } from '@beatpasal/shared/schemas/messages';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n';
import { UNREAD_QUERY_KEY } from '../../../lib/unread-query';
import { deleteConversation, messageKeys } from '../api/messages-api';
import { confirmToast } from './confirm-toast';

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

/**
 * Delete conversation (spec §8): the confirm toast 'Delete this conversation?' with 'Yes, delete' /
 * 'Cancel' for 6 s, then 'Conversation deleted' or 'Failed to delete conversation'. It is hidden
 * for me only; `onDeleted` moves focus somewhere that still exists.
 */
export function DeleteConversationButton({
  userId,
  name,
  onDeleted,
}: {
  userId: string;
  name: string;
  onDeleted: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const button = useRef<HTMLButtonElement>(null);
  const remove = useMutation({
    mutationFn: () => deleteConversation(userId),
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<TInboxPage>>(
        messageKeys.inbox(),
        (inbox) =>
          inbox && {
            ...inbox,
            pages: inbox.pages.map((page) => ({ ...page, items: page.items.filter((row) => row.other.id !== userId) })),
          },
      );
      toast.success(t('messages.inbox.deleted'));
      onDeleted();
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
    },
    onError: () => toast.error(t('messages.inbox.deleteFailed')),
  });
  const ask = () =>
    confirmToast({
      id: `delete-conversation-${userId}`,
      question: t('messages.inbox.confirmDelete'),
      confirmLabel: t('messages.inbox.confirmYes'),
      cancelLabel: t('messages.inbox.confirmCancel'),
      durationMs: DELETE_CONFIRM_MS,
      onConfirm: () => remove.mutate(),
      returnFocusTo: button.current,
    });
  return (
    <button
      ref={button}
      type="button"
      onClick={ask}
      disabled={remove.isPending}
      aria-label={t('messages.inbox.deleteLabel', { name })}
      title={t('messages.inbox.delete')}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-zinc-400 hover:bg-zinc-800 hover:text-red-300 disabled:opacity-50"
    >
      <TrashIcon />
    </button>
  );
}
