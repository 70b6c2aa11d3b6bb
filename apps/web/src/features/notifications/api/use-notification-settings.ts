import {
  ZNotificationSettings,
  ZUnsubscribed,
  type TUpdateNotificationSettings,
} from '@beatpasal/shared/schemas/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { NOTIFICATION_SETTINGS_KEY } from './notification-keys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: ({ signal }) => apiFetch('/api/notifications/settings', { schema: ZNotificationSettings, signal }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateNotificationSettings) =>
      apiFetch('/api/notifications/settings', { method: 'PUT', body, schema: ZNotificationSettings }),
    onSuccess: (settings) => queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, settings),
  });
}

/** The signed link of a mail, sent back as it came: no session needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (link: { u: string; k: string; s: string }) =>
      apiFetch(`/api/notifications/unsubscribe?${new URLSearchParams(link)}`, {
        method: 'POST',
        schema: ZUnsubscribed,
      }),
  });
}
