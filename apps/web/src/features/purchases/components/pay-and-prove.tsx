import type { TPurchaseDetail } from '@beatpasal/shared/schemas/purchases';
import type { TWalletKind, TWalletQr } from '@beatpasal/shared/schemas/profiles';
import { useState } from 'react';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { useDates } from '../../../lib/i18n/use-dates';
import { CopyField } from './copy-field';
import { ProofForm } from './proof-form';
import { WalletTabs } from './wallet-tabs';

/** The amount as a wallet's amount field takes it: rupees, a dot, the paisa ("1500.37"). */
function typedAmount(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/**
 * Step 1, the artist's wallet QR carrying the exact amount, and step 2, the proof: one payment request's
 * payment. `onSubmitted` replaces the default move to the payment-complete page (a page of several requests stays).
 */
export function PayAndProve({
  purchase,
  headingLevel = 2,
  onSubmitted,
}: {
  purchase: TPurchaseDetail;
  headingLevel?: 2 | 3;
  onSubmitted?: () => void;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Within a request's own region the steps are not landmarks: two requests' steps would share their names.
  const Step = headingLevel === 2 ? 'section' : 'div';
  const step1 = `step-1-${purchase.id}`;
  const step2 = `step-2-${purchase.id}`;
  const t = useT();
  const dates = useDates();
  const locale = useLocale();
  const [wallet, setWallet] = useState<TWalletKind>(purchase.wallets[0]?.kind ?? 'esewa');
  // By id, as an artist may keep two QRs of one wallet; choosing a wallet in the proof form shows its first QR.
  const [tabId, setTabId] = useState<string | null>(purchase.wallets[0]?.id ?? null);
  const shownId =
    purchase.wallets.find((qr) => qr.id === tabId && qr.kind === wallet)?.id ??
    purchase.wallets.find((qr) => qr.kind === wallet)?.id ??
    null;
  const selectWallet = (qr: TWalletQr) => {
    setTabId(qr.id);
    setWallet(qr.kind);
  };
  const amount = formatMoneyPaisa(purchase.amountPaisa, locale);
  return (
    <>
      <Step
        aria-labelledby={headingLevel === 2 ? step1 : undefined}
        className="space-y-4 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-zinc-800"
      >
        <Heading id={step1} className="text-lg font-bold text-white">
          {t('purchases.checkout.step1')}
        </Heading>
        <p className="text-sm text-zinc-300">
          {t('purchases.checkout.step1Body', { amount, reference: purchase.reference })}
        </p>
        <WalletTabs
          wallets={purchase.wallets}
          selectedId={shownId}
          onSelect={selectWallet}
          artistName={purchase.artist.displayName ?? purchase.artist.username}
          purchaseId={purchase.id}
          amountPaisa={purchase.amountPaisa}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <CopyField label={t('purchases.checkout.amount')} value={typedAmount(purchase.amountPaisa)} />
          <CopyField label={t('purchases.checkout.reference')} value={purchase.reference} />
        </div>
        {purchase.expiresAt && (
          <p className="text-xs text-zinc-400">
            {t('purchases.checkout.expiresAt', { date: dates.dateTime(purchase.expiresAt) })}
          </p>
        )}
      </Step>
      <Step
        aria-labelledby={headingLevel === 2 ? step2 : undefined}
        className="space-y-4 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-zinc-800"
      >
        <Heading id={step2} className="text-lg font-bold text-white">
          {t('purchases.checkout.step2')}
        </Heading>
        <p className="text-sm text-zinc-300">{t('purchases.checkout.step2Body')}</p>
        <ProofForm purchaseId={purchase.id} wallet={wallet} onWalletChange={setWallet} onSubmitted={onSubmitted} />
      </Step>
    </>
  );
}
