import type { TPurchaseDetail } from '@beatpasal/shared/schemas/purchases';
import type { TWalletKind, TWalletQr } from '@beatpasal/shared/schemas/profiles';
import { useState, type ReactNode } from 'react';
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

/** One step of paying, under its heading. Within a request's own region (level 3) a step is not a landmark: two requests' steps would share their names. */
function Step({ id, level, title, children }: { id: string; level: 2 | 3; title: string; children: ReactNode }) {
  const Box = level === 2 ? 'section' : 'div';
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Box
      aria-labelledby={level === 2 ? id : undefined}
      className="space-y-4 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-zinc-800"
    >
      <Heading id={id} className="text-lg font-bold text-white">
        {title}
      </Heading>
      {children}
    </Box>
  );
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
      <Step id={`step-1-${purchase.id}`} level={headingLevel} title={t('purchases.checkout.step1')}>
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
      <Step id={`step-2-${purchase.id}`} level={headingLevel} title={t('purchases.checkout.step2')}>
        <p className="text-sm text-zinc-300">{t('purchases.checkout.step2Body')}</p>
        <ProofForm purchaseId={purchase.id} wallet={wallet} onWalletChange={setWallet} onSubmitted={onSubmitted} />
      </Step>
    </>
  );
}
