import { paymentQrPath } from '@beatpasal/shared/payments/payment-qr-api';
import type { TWalletQr } from '@beatpasal/shared/schemas/profiles';
import { useState } from 'react';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';

interface TWalletPanelProps {
  wallet: TWalletQr;
  purchaseId: string;
  amountPaisa: number;
  artistName: string;
}

/** "You are paying RAM BAHADUR THAPA through Fonepay", when the QR names whom it pays. */
function YouArePaying({ wallet }: { wallet: TWalletQr }) {
  const t = useT();
  if (!wallet.payeeName) return null;
  const text = wallet.payeeNetwork
    ? t('walletQrs.payee.youPayThrough', { payee: wallet.payeeName, network: wallet.payeeNetwork })
    : t('walletQrs.payee.youPay', { payee: wallet.payeeName });
  return <p className="text-center text-sm font-semibold text-white">{text}</p>;
}

const QR_FRAME = 'flex justify-center rounded-xl bg-white p-4';

/**
 * One wallet at checkout (decision 064). An EMVCo wallet shows this purchase's own QR, drawn by the
 * server with the exact amount filled in; any other QR is shown as the artist saved it, with the
 * exact amount large to type. If the purchase's QR cannot be loaded, the artist's own QR stands in.
 */
export function WalletPanel({ wallet, purchaseId, amountPaisa, artistName }: TWalletPanelProps) {
  const t = useT();
  const locale = useLocale();
  const [hasFailed, setHasFailed] = useState(false);
  const amount = formatMoneyPaisa(amountPaisa, locale);
  const walletName = t(`purchases.wallets.${wallet.kind}`);

  if (wallet.payloadKind === 'emvco' && !hasFailed) {
    return (
      <div className="space-y-3">
        <figure className="space-y-2">
          <div className={QR_FRAME}>
            <img
              src={paymentQrPath(purchaseId, wallet.id)}
              alt={t('walletQrs.checkout.purchaseQrAlt', { amount, payee: wallet.payeeName ?? artistName })}
              width={280}
              height={280}
              className="size-70 object-contain"
              onError={() => setHasFailed(true)}
            />
          </div>
          <figcaption className="text-sm text-zinc-200">
            {t('walletQrs.checkout.amountFilledIn', { amount })}
          </figcaption>
        </figure>
        <YouArePaying wallet={wallet} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className={QR_FRAME}>
        <img
          src={wallet.imageUrl}
          alt={t('purchases.checkout.qrAlt', { wallet: walletName, artist: artistName })}
          width={280}
          height={280}
          className="size-70 object-contain"
        />
      </div>
      <YouArePaying wallet={wallet} />
      <div className="rounded-xl bg-zinc-950 p-4 text-center ring-1 ring-brand-500/60">
        <p className="text-sm text-zinc-300">{t('walletQrs.checkout.typeAmount')}</p>
        <p className="mt-1 font-mono text-3xl font-bold text-white" data-testid="exact-amount">
          {amount}
        </p>
        <p className="mt-2 text-xs text-zinc-400">
          {hasFailed ? t('walletQrs.checkout.qrFailed') : t('walletQrs.checkout.typeAmountHint')}
        </p>
      </div>
    </div>
  );
}
