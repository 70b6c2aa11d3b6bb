import type { TWalletQr } from '@beatpasal/shared/schemas/profiles';
import { useT } from '../../../lib/i18n/i18n';
import { WalletPanel } from './wallet-panel';

interface TWalletTabsProps {
  wallets: readonly TWalletQr[];
  /** The wallet shown; the first one when it is not among `wallets`. */
  selectedId: string | null;
  onSelect: (wallet: TWalletQr) => void;
  artistName: string;
  purchaseId: string;
  amountPaisa: number;
}

/**
 * The artist's wallet QR codes, primary first, one tab per wallet (eSewa, Khalti, Fonepay, bank);
 * the panel shows the purchase's own QR or the amount to type (wallet-panel.tsx).
 */
export function WalletTabs({ wallets, selectedId, onSelect, artistName, purchaseId, amountPaisa }: TWalletTabsProps) {
  const t = useT();
  const shown = wallets.find((wallet) => wallet.id === selectedId) ?? wallets[0];
  if (!shown) return <p className="text-sm text-amber-200">{t('purchases.checkout.noWallets')}</p>;
  return (
    <div className="space-y-3">
      <div role="tablist" aria-label={t('purchases.checkout.walletsLabel')} className="flex flex-wrap gap-2">
        {wallets.map((wallet) => {
          const isSelected = wallet.id === shown.id;
          return (
            <button
              key={wallet.id}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`wallet-panel-${wallet.id}`}
              id={`wallet-tab-${wallet.id}`}
              onClick={() => onSelect(wallet)}
              className={`min-h-9 rounded-full px-4 text-sm font-semibold ring-1 ${isSelected ? 'bg-brand-600 text-white ring-brand-500' : 'bg-zinc-900 text-zinc-200 ring-zinc-700 hover:bg-zinc-800'}`}
            >
              {t(`purchases.wallets.${wallet.kind}`)}
              {wallet.isPrimary && (
                <span className="ml-1 text-xs font-normal">({t('purchases.checkout.primary')})</span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`wallet-panel-${shown.id}`} aria-labelledby={`wallet-tab-${shown.id}`}>
        <WalletPanel
          key={shown.id}
          wallet={shown}
          purchaseId={purchaseId}
          amountPaisa={amountPaisa}
          artistName={artistName}
        />
      </div>
    </div>
  );
}
