/**
 * This browser's side of Web Push (decision 083): whether it can take pushes at all, and its
 * subscription through the service worker. No React here; the hooks in api/ call these.
 */

/** Why this device cannot take pushes, or that it can. */
export type TPushSupport = 'supported' | 'unsupported' | 'ios-not-installed';

/** iOS and iPadOS deliver Web Push only to a site added to the Home Screen and opened from there. */
function isIosBrowserTab(): boolean {
  const isIos =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const isInstalled =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return isIos && !isInstalled;
}

export function pushSupport(): TPushSupport {
  if (isIosBrowserTab()) return 'ios-not-installed';
  const hasApis =
    'serviceWorker' in navigator &&
    typeof window.PushManager === 'function' &&
    typeof window.Notification === 'function';
  return hasApis ? 'supported' : 'unsupported';
}

/** The service worker registers after the page loads (register-service-worker.ts); none comes in development. */
const WORKER_WAIT_MS = 10_000;

export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function isSameKey(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!held || held.byteLength !== wanted.byteLength) return false;
  const bytes = new Uint8Array(held);
  return wanted.every((byte, index) => bytes[index] === byte);
}

/**
 * The push service's answer can take a while on a slow network; a browser whose push service is
 * unreachable may never answer at all, so the attempt ends here with an error.
 */
const SUBSCRIBE_WAIT_MS = 30_000;

export class PushSubscribeError extends Error {}

/** Subscribes with the server's VAPID key; the same subscription again when one exists for that key. */
export async function subscribeDevice(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscriptionJSON> {
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && isSameKey(existing.options.applicationServerKey, key)) return existing.toJSON();
  // Made for another key (the server's keys were replaced): its pushes would be refused.
  await existing?.unsubscribe();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new PushSubscribeError('push service did not answer')), SUBSCRIBE_WAIT_MS),
  );
  try {
    const subscription = await Promise.race([
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      timeout,
    ]);
    return subscription.toJSON();
  } catch (error) {
    throw new PushSubscribeError(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}

/** This browser's subscription, if any: forgotten by the browser, so its push service drops it too. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await workerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}
