import type { TLicenceInput } from '@beatpasal/shared/licences';
import type { TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY, type TSession } from '../../../lib/session';
import { markHydrated } from '../../../lib/use-is-hydrated';
import { TrackPurchase } from './track-purchase';

const LICENCE: TLicenceInput = {
  kind: 'lease',
  enabled: true,
  priceNpr: 1500,
  negotiable: false,
  terms: '',
  leaseDays: 365,
  streamCap: 5000,
  deliverables: ['mp3'],
};

/** The server's first screen: the track as a visitor is answered it. */
const visitorsTrack = {
  id: 'track-1',
  title: 'Night Drive',
  isSold: false,
  licences: [LICENCE],
  artist: { id: 'artist-1', username: 'artist1' },
  viewer: { role: 'visitor', isOwner: false, canBuy: false },
} as unknown as TTrackPage;

function renderWithSession(track: TTrackPage, session: TSession | null) {
  const client = new QueryClient();
  if (session) client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TrackPurchase track={track} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const buyerSession = { user: { id: 'buyer-1' }, profile: { role: 'buyer', username: 'buyer1' } } as TSession;

beforeAll(() => markHydrated());

describe('TrackPurchase (decision 093)', () => {
  it("offers Buy Now once the session says a buyer is looking, before the buyer's own track answer", () => {
    renderWithSession(visitorsTrack, buyerSession);
    expect(screen.getByRole('button', { name: 'Buy Now' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('keeps Buy Now disabled on a sold track', () => {
    renderWithSession({ ...visitorsTrack, isSold: true }, buyerSession);
    expect(screen.getByRole('button', { name: 'Buy Now' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a visitor the way to log in, and no Buy Now, until a session says otherwise', () => {
    renderWithSession(visitorsTrack, { user: null, profile: null } as unknown as TSession);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
