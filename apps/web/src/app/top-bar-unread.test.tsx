import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { SessionNav } from '../features/session/components/session-nav';
import { SESSION_QUERY_KEY, type TSession } from '../lib/session';
import { markHydrated } from '../lib/use-is-hydrated';
import { FakeEventSource } from '../test/fake-event-source';
import { seedQueries, useRefreshVisitorAnswers } from './first-screen';

const UNREAD_URLS = ['/api/me/unread', '/api/notifications/unread-count'];

const artist = (unread: { hasUnread: boolean; unreadNotifications: number }) =>
  ({
    user: { id: 'artist-1', email: 'saili@example.com', emailVerified: true },
    profile: { id: 'artist-1', username: 'saili', role: 'artist' },
    routingState: 'artist',
    ...unread,
  }) as TSession;

/** What the server answers to the two unread reads; every request is recorded. */
let answers: { hasUnread: boolean; count: number };
let requested: string[];

function SignedInTopBar({ session }: { session: TSession }) {
  useRefreshVisitorAnswers(true);
  return (
    <>
      <NotificationBell />
      <SessionNav session={session} />
    </>
  );
}

/** The top bar as app.tsx composes it, on a page whose first screen held a visitor's answers. */
function renderTopBar(session: TSession) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedQueries(client, { language: 'en', queries: dehydrate(new QueryClient()) });
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SignedInTopBar session={session} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const bell = () => screen.getByRole('link', { name: /^Notifications/ }).getAttribute('aria-label');
const hasDot = () => screen.queryAllByText('(unread messages)').length > 0;
const unreadReads = () => requested.filter((url) => UNREAD_URLS.includes(url));

/** The stream opens and greets, as /api/events does (decision 101). */
async function greet(stream: FakeEventSource, data: unknown) {
  await act(() => {
    stream.emit('open');
    stream.emit('unread', data);
  });
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeAll(() => markHydrated());

beforeEach(() => {
  FakeEventSource.install();
  vi.useFakeTimers();
  answers = { hasUnread: false, count: 0 };
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const body = url === '/api/me/unread' ? { hasUnread: answers.hasUnread } : { count: answers.count };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the top bar's dot and bell (decision 101)", () => {
  it('paint from the session, take the greeting on every (re)open, and read neither URL', async () => {
    renderTopBar(artist({ hasUnread: false, unreadNotifications: 3 }));
    expect(bell()).toBe('Notifications, 3 unread');
    expect(hasDot()).toBe(false);
    expect(FakeEventSource.opened).toHaveLength(1);

    await greet(FakeEventSource.latest(), { hasUnread: true, unreadNotifications: 2 });
    expect(bell()).toBe('Notifications, 2 unread');
    expect(hasDot()).toBe(true);
    await advance(20_000);
    expect(unreadReads()).toEqual([]);

    // Down for 5 s (one fallback poll each), then the new stream's greeting is the newest answer.
    answers = { hasUnread: true, count: 7 };
    await act(() => FakeEventSource.latest().fail());
    await advance(5000);
    expect(FakeEventSource.opened).toHaveLength(2);
    const whileDown = unreadReads().length;
    await greet(FakeEventSource.latest(), { hasUnread: false, unreadNotifications: 0 });
    expect(bell()).toBe('Notifications');
    expect(hasDot()).toBe(false);
    await advance(20_000);
    expect(unreadReads()).toHaveLength(whileDown);
  });

  it('read again after an event, and after a greeting they cannot understand', async () => {
    renderTopBar(artist({ hasUnread: false, unreadNotifications: 0 }));
    const stream = FakeEventSource.latest();
    await greet(stream, { hasUnread: false, unreadNotifications: 0 });
    answers = { hasUnread: true, count: 1 };
    await act(() => {
      stream.emit('message.created', { userId: 'buyer-1' });
      stream.emit('notification.created', {});
    });
    await vi.waitFor(() => expect(bell()).toBe('Notifications, 1 unread'));
    await vi.waitFor(() => expect(hasDot()).toBe(true));
    expect(unreadReads().sort()).toEqual([...UNREAD_URLS].sort());

    answers = { hasUnread: false, count: 4 };
    await greet(stream, { hasUnread: 'yes' });
    await vi.waitFor(() => expect(bell()).toBe('Notifications, 4 unread'));
    await vi.waitFor(() => expect(hasDot()).toBe(false));
  });

  it('poll every 5 s while the stream is down', async () => {
    renderTopBar(artist({ hasUnread: false, unreadNotifications: 0 }));
    answers = { hasUnread: true, count: 5 };
    await advance(5000);
    await vi.waitFor(() => expect(bell()).toBe('Notifications, 5 unread'));
    expect(hasDot()).toBe(true);
    expect(unreadReads().sort()).toEqual([...UNREAD_URLS].sort());
    await advance(5000);
    expect(unreadReads()).toHaveLength(4);
  });

  it("follow the session's own refresh when it is newer than the greeting", async () => {
    const client = renderTopBar(artist({ hasUnread: false, unreadNotifications: 0 }));
    await greet(FakeEventSource.latest(), { hasUnread: true, unreadNotifications: 2 });
    expect(bell()).toBe('Notifications, 2 unread');
    await advance(1000);
    await act(() => void client.setQueryData(SESSION_QUERY_KEY, artist({ hasUnread: false, unreadNotifications: 1 })));
    await vi.waitFor(() => expect(bell()).toBe('Notifications, 1 unread'));
    expect(hasDot()).toBe(false);
  });
});
