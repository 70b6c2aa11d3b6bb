import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TSale } from '@beatpasal/shared/schemas/purchases';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { SaleActions } from './sale-actions';

vi.mock('../../../lib/api-client', () => ({ apiFetch: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn() } }));

const disputed = {
  id: 'p-1',
  reference: 'BP-1',
  status: 'closed',
  revokedAt: null,
  rejection: { reason: null, note: '', refundNpr: 25000 },
  track: { id: 't-1', title: 'Paidstays', coverUrl: null, isSold: true },
  licence: { kind: 'exclusive', priceNpr: 30000 },
  openDispute: { id: 'd-1', reason: 'closed_without_refund', message: 'I paid.', createdAt: '2026-12-05T10:00:00Z' },
} as unknown as TSale;

function Actions({ sale }: { sale: TSale }) {
  return <SaleActions sale={sale} onReject={() => {}} />;
}

describe('SaleActions', () => {
  it('tells the artist the dispute was accepted even when the live update ends the dispute before the answer', async () => {
    const user = userEvent.setup();
    let answer!: (sale: TSale) => void;
    vi.mocked(apiFetch).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Actions sale={disputed} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Accept dispute: BP-1' }));
    await user.click(screen.getByRole('button', { name: 'Accept and state the refund' }));

    // The purchase.updated event refreshes the sale first: no open dispute, so no dialog.
    const decided = { ...disputed, openDispute: null };
    view.rerender(
      <QueryClientProvider client={client}>
        <Actions sale={decided} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    answer(decided);

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dispute accepted. The buyer has been told.'));
  });
});
