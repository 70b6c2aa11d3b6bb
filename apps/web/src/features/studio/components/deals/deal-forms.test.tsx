import type { TDeals, TDiscountCodeView, TTimedSaleView } from '@beatpasal/shared/schemas/deals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayEnd } from '../../lib/festival-dates';
import { BulkDealSection } from './bulk-deal-section';
import { CodesSection } from './codes-section';
import { SalesSection } from './sales-section';

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();
const CODE: TDiscountCodeView = {
  id: '4f6b1c1e-2f47-4a53-9f0a-0d6c2b1f9a10',
  code: 'TEN',
  offKind: 'percent',
  offValue: 10,
  trackIds: null,
  licenceKinds: ['lease'],
  startsAt: '2026-11-01T08:20:00.000Z',
  endsAt: null,
  maxUses: 50,
  isOncePerBuyer: true,
  uses: 0,
};
const SALE: TTimedSaleView = {
  id: '9a0e7d4c-3b21-4c8f-8e55-6f1a2b3c4d5e',
  percentOff: 20,
  trackIds: null,
  startsAt: '2026-11-01T08:20:00.000Z',
  endsAt: IN_A_WEEK,
};

type TCall = { url: string; method: string; body: Record<string, unknown> };

/** The Deals API as the page meets it: every change answers the page; `refuse` answers one change with an error. */
function answerDeals(refuse?: { status: number; error: object }) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (status: number, body: object) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (!url.startsWith('/api/me/deals')) return json(200, { items: [], nextCursor: null });
      calls.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body ?? '{}')) });
      if (refuse) return json(refuse.status, { error: refuse.error, requestId: 'test' });
      return json(200, { codes: [CODE], deal: null, sales: [SALE] } satisfies TDeals);
    }),
  );
  return calls;
}

function renderWithQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const input = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('the Deals page edits what it made', () => {
  it('opens a code prefilled where its row was, saves it in place and gives the focus back to its Edit button', async () => {
    const user = userEvent.setup();
    const calls = answerDeals();
    renderWithQueries(<CodesSection codes={[CODE]} />);
    await user.click(screen.getByRole('button', { name: 'Edit code TEN' }));

    const form = screen.getByRole('form', { name: 'Edit code TEN' });
    expect(input(form, 'Code')).toBe(document.activeElement);
    expect(input(form, 'Code').readOnly).toBe(false);
    expect(input(form, 'Amount').value).toBe('10');
    expect(input(form, 'Total uses allowed (optional)').value).toBe('50');
    expect((within(form).getByRole('checkbox', { name: 'Lease' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('checkbox', { name: 'Once per buyer' }) as HTMLInputElement).checked).toBe(true);
    await user.clear(input(form, 'Amount'));
    await user.type(input(form, 'Amount'), '15');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ url: `/api/me/deals/codes/${CODE.id}`, method: 'PUT' });
    // The first day was not touched: the code keeps its exact start.
    expect(calls[0]!.body).toEqual({
      code: 'TEN',
      offKind: 'percent',
      offValue: 15,
      trackIds: null,
      licenceKinds: ['lease'],
      startsAt: CODE.startsAt,
      endsAt: null,
      maxUses: 50,
      isOncePerBuyer: true,
    });
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Edit code TEN' }));
    expect(screen.queryByRole('form', { name: 'Edit code TEN' })).toBeNull();
  });

  it('shows a used code’s text read-only with the reason, and Cancel leaves it as it was', async () => {
    const user = userEvent.setup();
    const calls = answerDeals();
    renderWithQueries(<CodesSection codes={[{ ...CODE, uses: 2 }]} />);
    await user.click(screen.getByRole('button', { name: 'Edit code TEN' }));
    const form = screen.getByRole('form', { name: 'Edit code TEN' });
    const text = input(form, 'Code');
    expect(text.readOnly).toBe(true);
    expect(text.getAttribute('aria-describedby')).toBeTruthy();
    const described = text
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Buyers have used this code, so its text stays as they typed it.');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Edit code TEN' }));
  });

  it('shows the server’s refusal on the field it is about', async () => {
    const user = userEvent.setup();
    const message = 'You already have a code with this text.';
    answerDeals({ status: 409, error: { code: 'CONFLICT', message, fieldErrors: { code: message } } });
    renderWithQueries(<CodesSection codes={[CODE]} />);
    await user.click(screen.getByRole('button', { name: 'Edit code TEN' }));
    const form = screen.getByRole('form', { name: 'Edit code TEN' });
    await user.clear(input(form, 'Code'));
    await user.type(input(form, 'Code'), 'tihar');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(input(form, 'Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('moves a sale’s last day, keeping its start', async () => {
    const user = userEvent.setup();
    const calls = answerDeals();
    renderWithQueries(<SalesSection sales={[SALE]} />);
    await user.click(screen.getByRole('button', { name: /^Edit the 20% sale from / }));
    const form = screen.getByRole('form', { name: /^Edit the 20% sale from / });
    expect(input(form, 'Percent off')).toBe(document.activeElement);
    const lastDay = within(form).getByLabelText('Last day') as HTMLInputElement;
    await user.clear(lastDay);
    await user.type(lastDay, '2027-01-10');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ url: `/api/me/deals/sales/${SALE.id}`, method: 'PUT' });
    expect(calls[0]!.body).toEqual({
      percentOff: 20,
      trackIds: null,
      startsAt: SALE.startsAt,
      endsAt: dayEnd('2027-01-10').toISOString(),
    });
  });

  it('prefills the bulk deal that is on and changes it in place', async () => {
    const user = userEvent.setup();
    const calls = answerDeals();
    renderWithQueries(<BulkDealSection deal={{ kind: 'n_for_m', n: 3, m: 2, licenceKinds: null }} />);
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('n_for_m');
    expect((screen.getByRole('textbox', { name: 'N' }) as HTMLInputElement).value).toBe('3');
    await user.clear(screen.getByRole('textbox', { name: 'N' }));
    await user.type(screen.getByRole('textbox', { name: 'N' }), '4');
    await user.click(screen.getByRole('button', { name: 'Save deal' }));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ url: '/api/me/deals/bulk-deal', method: 'PUT' });
    expect(calls[0]!.body).toEqual({ kind: 'n_for_m', n: 4, m: 2, licenceKinds: [] });
  });
});
