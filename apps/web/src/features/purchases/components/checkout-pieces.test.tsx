import type { TWalletQr } from '@beatpasal/shared/schemas/profiles';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CopyField } from './copy-field';
import { WalletTabs } from './wallet-tabs';

const ESEWA: TWalletQr = {
  id: 'qr-esewa',
  kind: 'esewa',
  imageUrl: '/files/qr-esewa.png',
  isPrimary: true,
  payloadKind: 'emvco',
  payeeName: 'RAM BAHADUR THAPA',
  payeeNetwork: 'Fonepay',
  includeReference: true,
};
const KHALTI: TWalletQr = {
  ...ESEWA,
  id: 'qr-khalti',
  kind: 'khalti',
  imageUrl: '/files/qr-khalti.png',
  isPrimary: false,
  payloadKind: 'other',
  payeeName: null,
  payeeNetwork: null,
};

function Wallets() {
  const [selectedId, setSelectedId] = useState<string | null>(ESEWA.id);
  return (
    <WalletTabs
      wallets={[ESEWA, KHALTI]}
      selectedId={selectedId}
      onSelect={(wallet) => setSelectedId(wallet.id)}
      artistName="Asha"
      purchaseId="purchase-1"
      amountPaisa={150_037}
    />
  );
}

describe('the wallets at checkout', () => {
  it('shows the purchase’s own QR with the amount filled in, and whom it pays', () => {
    render(<Wallets />);
    expect(screen.getByRole('tab', { name: 'eSewa (Primary)' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('img').getAttribute('alt')).toMatch(
      /^QR code to pay .*1,500\.37 to RAM BAHADUR THAPA$/,
    );
    expect(within(panel).getByText('You are paying RAM BAHADUR THAPA through Fonepay')).toBeTruthy();
  });

  it('shows another wallet’s QR as saved, with the exact amount to type', async () => {
    const user = userEvent.setup();
    render(<Wallets />);
    await user.click(screen.getByRole('tab', { name: 'Khalti' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Khalti' });
    expect(within(panel).getByRole('img', { name: 'Khalti QR code of Asha' })).toBeTruthy();
    expect(within(panel).getByText('Send exactly this amount, with its paisa:')).toBeTruthy();
    expect(within(panel).getByTestId('exact-amount').textContent).toMatch(/1,500\.37/);
  });

  it('falls back to the artist’s own QR and the amount when the purchase’s QR cannot load', async () => {
    render(<Wallets />);
    fireEvent.error(within(screen.getByRole('tabpanel')).getByRole('img'));
    expect(await screen.findByRole('img', { name: 'eSewa QR code of Asha' })).toBeTruthy();
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
  });
});

describe('CopyField', () => {
  it('shows the value and copies it for the wallet app', async () => {
    const user = userEvent.setup();
    render(<CopyField label="Exact amount" value="1500.37" />);
    expect(screen.getByText('1500.37')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy Exact amount' }));
    expect(await navigator.clipboard.readText()).toBe('1500.37');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });
});
