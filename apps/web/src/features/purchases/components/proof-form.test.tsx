import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWalletKind } from '@beatpasal/shared/schemas/profiles';
import { describedBy } from '../../../test/described-by';
import { submitProof } from '../api/purchases-api';
import { paymentCompletePath } from '../lib/purchase-paths';
import { ProofForm } from './proof-form';

// The upload itself is the network's business; the form decides what it sends and what it shows.
vi.mock('../api/purchases-api', () => ({ submitProof: vi.fn() }));
const upload = vi.mocked(submitProof);

function Checkout() {
  const [wallet, setWallet] = useState<TWalletKind>('esewa');
  return (
    <MemoryRouter initialEntries={['/checkout/track-1']}>
      <Routes>
        <Route
          path="/checkout/:trackId"
          element={<ProofForm purchaseId="p-1" wallet={wallet} onWalletChange={setWallet} />}
        />
        <Route path={paymentCompletePath('p-1')} element={<p>Payment sent for review</p>} />
      </Routes>
    </MemoryRouter>
  );
}

const screenshot = new File(['png'], 'receipt.png', { type: 'image/png' });

beforeEach(() => upload.mockReset());

describe('ProofForm', () => {
  it('says what is missing under each field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(screen.getByRole('button', { name: 'Payment Done' }));

    const file = screen.getByLabelText('Payment screenshot');
    const transaction = screen.getByRole('textbox', { name: 'Transaction ID' });
    await expect.poll(() => file.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(file)).toEqual(['Please select a screenshot file.']);
    expect(describedBy(transaction)).toEqual(['Enter the transaction ID shown in your wallet app.']);
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends the screenshot, wallet and transaction id, then shows the payment’s status page', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValue({} as Awaited<ReturnType<typeof submitProof>>);
    render(<Checkout />);
    await user.upload(screen.getByLabelText('Payment screenshot'), screenshot);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wallet you paid with' }), 'khalti');
    await user.type(screen.getByRole('textbox', { name: 'Transaction ID' }), 'TXN-42');
    await user.click(screen.getByRole('button', { name: 'Payment Done' }));

    expect(await screen.findByText('Payment sent for review')).toBeTruthy();
    const [purchaseId, body] = upload.mock.calls[0]!;
    expect(purchaseId).toBe('p-1');
    expect(body.get('wallet')).toBe('khalti');
    expect(body.get('transactionId')).toBe('TXN-42');
    expect((body.get('screenshot') as File).name).toBe('receipt.png');
  });
});
