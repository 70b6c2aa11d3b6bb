import type { TLicenceInput } from '@beatpasal/shared/licences';
import type { TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../lib/api-client';
import { describedBy } from '../../../test/described-by';
import { BuyLicence } from './buy-licence';

// Buy Now's request is the network's business; what the buyer sees around it is tested here.
vi.mock('../../../lib/api-client', () => ({ apiFetch: vi.fn() }));
const request = vi.mocked(apiFetch);

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
const NEGOTIABLE: TLicenceInput = { ...LICENCE, kind: 'exclusive', priceNpr: null, negotiable: true };

/** The fields BuyLicence reads; the rest of the track page does not reach it. */
const track = {
  id: 'track-1',
  title: 'Night Drive',
  isSold: false,
  artist: { id: 'artist-1' },
  viewer: { role: 'buyer', isOwner: false, canBuy: true },
} as unknown as TTrackPage;

function Checkout() {
  const location = useLocation();
  return <p>{`Checkout at ${location.pathname}${location.search}`}</p>;
}

function TrackPage() {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter initialEntries={['/track/track-1']}>
        <Routes>
          <Route path="/track/:id" element={<BuyLicence track={track} licences={[LICENCE, NEGOTIABLE]} />} />
          <Route path="/checkout/:id" element={<Checkout />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

beforeEach(() => request.mockReset());

describe('BuyLicence', () => {
  it('asks for a licence before buying', async () => {
    const user = userEvent.setup();
    render(<TrackPage />);
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const licence = screen.getByRole('combobox', { name: 'License' });
    await expect.poll(() => licence.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(licence)).toEqual(['Select a license before buying.']);
    expect(request).not.toHaveBeenCalled();
  });

  it('makes the purchase and carries the licence to checkout', async () => {
    const user = userEvent.setup();
    request.mockResolvedValue({});
    render(<TrackPage />);
    const licence = screen.getByRole('combobox', { name: 'License' });
    await user.selectOptions(licence, 'lease');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    // Buy Now loads the purchase schema on first use; under test that is a module transform away.
    expect(
      await screen.findByText('Checkout at /checkout/track-1?licence=lease', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(request.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: { trackId: 'track-1', licenceKind: 'lease' },
    });
  });

  it('adds the chosen licence to the cart and says so, staying on the track', async () => {
    const user = userEvent.setup();
    request.mockResolvedValue({ lines: [], removed: [] });
    render(<TrackPage />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(describedBy(screen.getByRole('combobox', { name: 'License' }))).toEqual(['Select a license before buying.']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'License' }), 'lease');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Lease of Night Drive is in your cart.')).toBeTruthy();
    expect(request.mock.calls[0]).toEqual([
      '/api/me/cart/items',
      { method: 'PUT', body: { trackId: 'track-1', licenceKind: 'lease' } },
    ]);
  });

  it('leads to a message instead when the licence is negotiable', async () => {
    const user = userEvent.setup();
    render(<TrackPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'License' }), 'exclusive');
    const negotiate = await screen.findByRole('link', { name: 'Negotiate' });
    expect(negotiate.getAttribute('href')).toContain('track=track-1');
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });
});
