import { apiFetch } from '../../../lib/api-client';

/** Ends the session on the server, then reloads the whole app at home (spec §4: no stale state survives). */
export async function signOutAndReload(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
  window.location.assign('/');
}
