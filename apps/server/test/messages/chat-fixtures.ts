import { randomUUID } from 'node:crypto';
import type { TChatMessage, TConversation, TInboxPage, TMessagePage } from '@beatpasal/shared/schemas/messages';
import { claimUsername, sameOrigin, signUpAndVerify, type TestAccount } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const call = (t: TestApp, method: TMethod, url: string, who?: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: sameOrigin(t, who?.cookie), payload });

export const sendMessage = (
  t: TestApp,
  from: TestAccount | undefined,
  toId: string,
  body: string,
  clientId: string = randomUUID(),
) => call(t, 'POST', `/api/conversations/${toId}/messages`, from, { body, clientId });

/** Sends and insists it was stored. */
export async function sent(t: TestApp, from: TestAccount, to: TestAccount, body: string): Promise<TChatMessage> {
  const res = await sendMessage(t, from, to.userId, body);
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json() as TChatMessage;
}

export async function history(t: TestApp, who: TestAccount, otherId: string, before?: string): Promise<TMessagePage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  const res = await call(t, 'GET', `/api/conversations/${otherId}/messages${query}`, who);
  if (res.statusCode !== 200) throw new Error(`history failed: ${res.statusCode} ${res.body}`);
  return res.json() as TMessagePage;
}

export async function inbox(t: TestApp, who: TestAccount, cursor?: string): Promise<TInboxPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const res = await call(t, 'GET', `/api/conversations${query}`, who);
  if (res.statusCode !== 200) throw new Error(`inbox failed: ${res.statusCode} ${res.body}`);
  return res.json() as TInboxPage;
}

export async function header(t: TestApp, who: TestAccount, otherId: string): Promise<TConversation> {
  const res = await call(t, 'GET', `/api/conversations/${otherId}`, who);
  if (res.statusCode !== 200) throw new Error(`header failed: ${res.statusCode} ${res.body}`);
  return res.json() as TConversation;
}

export async function hasUnread(t: TestApp, who: TestAccount): Promise<boolean> {
  const res = await call(t, 'GET', '/api/me/unread', who);
  if (res.statusCode !== 200) throw new Error(`unread failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { hasUnread: boolean }).hasUnread;
}

export const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

/** A buyer or an artist with a username and nothing else: chat needs no more, and skipping the profile images keeps tests quick. */
export async function chatMember(t: TestApp, role: 'artist' | 'buyer'): Promise<TestAccount> {
  const user = await signUpAndVerify(t);
  const username = `${role}_${randomUUID().slice(0, 8)}`;
  const res = await claimUsername(t, user.cookie, username, role);
  if (res.statusCode !== 200) throw new Error(`claiming a username failed: ${res.statusCode} ${res.body}`);
  return { ...user, username };
}
