import { sessionRequest } from '../../../lib/session-request';

/** Ends the session on the server, then reloads the whole app at home (spec §4: no stale state survives). */
export async function signOutAndReload(): Promise<void> {
  await sessionRequest('/api/auth/sign-out', { method: 'POST' });
  window.location.assign('/');
}
