import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMe, useSession, useSetSession, useViewer, type TSession } from './session';

// The page has hydrated: these tests render in the browser alone.
vi.mock('./page-hydration', () => ({ usePageHydrated: () => true }));

const BUYER = {
  user: { id: 'u1', email: 'asha@example.com', emailVerified: true },
  profile: { username: 'asha', role: 'buyer' },
  language: 'en',
} as unknown as TSession;

function answerMe(session: TSession) {
  const fetchMock = vi.fn<(url: string) => Promise<Response>>(
    async () => new Response(JSON.stringify(session), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Views() {
  const session = useSession();
  const viewer = useViewer();
  const me = useMe();
  const setSession = useSetSession();
  return (
    <>
      <p>{viewer.isKnown ? `viewer ${viewer.username ?? 'none'} ${viewer.role ?? 'none'}` : 'checking'}</p>
      <p>{`me ${me.id || 'nobody'} ${me.isArtist ? 'artist' : 'not artist'}`}</p>
      <p>{`session ${session.data?.profile?.username ?? 'none'}`}</p>
      <button
        onClick={() => setSession({ ...BUYER, profile: { ...BUYER.profile!, username: 'asha_np', role: 'artist' } })}
      >
        rename
      </button>
    </>
  );
}

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the session module', () => {
  it('answers every view from one GET /api/me', async () => {
    const fetchMock = answerMe(BUYER);
    render(withClient(<Views />));
    expect(screen.getByText('checking')).toBeTruthy();
    await screen.findByText('viewer asha buyer');
    expect(screen.getByText('me u1 not artist')).toBeTruthy();
    expect(screen.getByText('session asha')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/me']);
  });

  it('shows a session a mutation returned in every view, without asking again', async () => {
    const fetchMock = answerMe(BUYER);
    render(withClient(<Views />));
    await screen.findByText('viewer asha buyer');
    await userEvent.click(screen.getByRole('button', { name: 'rename' }));
    await waitFor(() => expect(screen.getByText('viewer asha_np artist')).toBeTruthy());
    expect(screen.getByText('me u1 artist')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads a visitor as known and signed out', async () => {
    answerMe({ user: null, profile: null, language: null } as unknown as TSession);
    render(withClient(<Views />));
    await screen.findByText('viewer none none');
    expect(screen.getByText('me nobody not artist')).toBeTruthy();
  });
});
