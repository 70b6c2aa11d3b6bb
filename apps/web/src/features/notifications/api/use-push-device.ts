import {
  ZPushPublicKey,
  ZPushSubscription,
  ZPushSubscriptionState,
} from '@beatpasal/shared/schemas/push-subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import {
  currentSubscription,
  pushSupport,
  PushSubscribeError,
  subscribeDevice,
  workerRegistration,
  type TPushSupport,
} from '../lib/push-device';

export const PUSH_DEVICE_KEY = ['push-device'] as const;

/** What the switch shows: why it cannot be used, or whether this device is on. */
export type TPushDeviceState =
  { status: Exclude<TPushSupport, 'supported'> | 'denied' } | { status: 'ready'; isOn: boolean };

/** Thrown when the person (or the browser for them) refuses the notification permission. */
export class PushPermissionError extends Error {}

async function readState(): Promise<TPushDeviceState> {
  const support = pushSupport();
  if (support !== 'supported') return { status: support };
  if (Notification.permission === 'denied') return { status: 'denied' };
  const registration = await workerRegistration();
  if (!registration) return { status: 'unsupported' };
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return { status: 'ready', isOn: false };
  const stored = await apiFetch(`/api/push/subscription?${new URLSearchParams({ endpoint: subscription.endpoint })}`, {
    schema: ZPushSubscriptionState,
  });
  return { status: 'ready', isOn: stored.isSubscribed };
}

/** Asks for the permission, subscribes through the service worker and stores the subscription on the server. */
async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const registration = await workerRegistration();
  if (!registration) throw new PushSubscribeError('no service worker');
  const { publicKey } = await apiFetch('/api/push/public-key', { schema: ZPushPublicKey });
  const subscription = ZPushSubscription.parse(await subscribeDevice(registration, publicKey));
  await apiFetch('/api/push/subscription', { method: 'PUT', body: subscription, schema: ZPushSubscriptionState });
}

/** Forgets this device on the server, then in the browser. */
async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiFetch('/api/push/subscription', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
    schema: ZPushSubscriptionState,
  });
  await subscription.unsubscribe();
}

export function usePushDevice() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: PUSH_DEVICE_KEY, queryFn: readState, retry: false });
  const mutation = useMutation({
    mutationFn: (isOn: boolean) => (isOn ? turnOn() : turnOff()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUSH_DEVICE_KEY }),
  });
  return { query, mutation };
}
