import { ZNotification, ZNotificationPage, ZReadAll } from '@beatpasal/shared/schemas/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { NOTIFICATION_LIST_KEY, NOTIFICATIONS_KEY } from './notification-keys';

function listPath(cursor: string | null): string {
  return cursor === null ? '/api/notifications' : `/api/notifications?cursor=${encodeURIComponent(cursor)}`;
}

/** The signed-in person's notifications, newest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: NOTIFICATION_LIST_KEY,
    queryFn: ({ pageParam, signal }) => apiFetch(listPath(pageParam), { schema: ZNotificationPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Marks one notification read (opening it does); the bell and the list read again. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: ZNotification }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/notifications/read-all', { method: 'POST', schema: ZReadAll }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
