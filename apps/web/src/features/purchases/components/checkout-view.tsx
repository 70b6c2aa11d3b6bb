import { ZLicenceKind, type TLicenceKind } from '@beatpasal/shared/licences';
import type { TPurchaseDetail } from '@beatpasal/shared/schemas/purchases';
import type { TWalletKind, TWalletQr } from '@beatpasal/shared/schemas/profiles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { ButtonLink } from '../../../components/ui/button-link';
import { isApiError } from '../../../lib/api-error';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { createPurchase, fetchPurchase, purchaseKeys } from '../api/purchases-api';
import { BUYER_DASHBOARD, paymentCompletePath } from '../lib/purchase-paths';
import { CopyField } from './copy-field';
import { LicenceSummary } from './licence-summary';
import { ProofForm } from './proof-form';
import { LoadingLine, Notice, PurchaseFrame } from './purchase-frame';
import { WalletTabs } from './wallet-tabs';
import { useDates } from '../../../lib/i18n/use-dates';

/** The licence chosen on the track page: from the navigation state, or from `?licence=` after a reload. */
function useChosenLicence(): TLicenceKind | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { licenceKind?: unknown } | null)?.licenceKind;
  const parsed = ZLicenceKind.safeParse(fromState ?? params.get('licence'));
  return parsed.success ? parsed.data : null;
}

/** The amount as a wallet's amount field takes it: rupees, a dot, the paisa ("1500.37"). */
function typedAmount(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

function PayAndProve({ purchase }: { purchase: TPurchaseDetail }) {
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
      <section aria-labelledby="step-1" className="space-y-4 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-zinc-800">
        <h2 id="step-1" className="text-lg font-bold text-white">
          {t('purchases.checkout.step1')}
        </h2>
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
      </section>
      <section aria-labelledby="step-2" className="space-y-4 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-zinc-800">
        <h2 id="step-2" className="text-lg font-bold text-white">
          {t('purchases.checkout.step2')}
        </h2>
        <p className="text-sm text-zinc-300">{t('purchases.checkout.step2Body')}</p>
        <ProofForm purchaseId={purchase.id} wallet={wallet} onWalletChange={setWallet} />
      </section>
    </>
  );
}

function CheckoutBody({ trackId, kind }: { trackId: string; kind: TLicenceKind }) {
  const t = useT();
  const query = useQuery({
    queryKey: purchaseKeys.checkout(trackId, kind),
    // Buy Now is idempotent on the server: this finds the purchase the track page made, or makes it after a reload.
    queryFn: async ({ signal }) => fetchPurchase((await createPurchase(trackId, kind, signal)).id, signal),
    retry: false,
    staleTime: Infinity,
  });
  if (query.isPending) {
    return <LoadingLine text={t('purchases.checkout.loading')} />;
  }
  if (query.isError) {
    const isVisitor = isApiError(query.error) && query.error.status === 401;
    return (
      <Notice tone="error">
        <p>{isVisitor ? t('purchases.checkout.visitor') : query.error.message}</p>
        {isVisitor && (
          <ButtonLink to="/login" size="sm">
            {t('purchases.checkout.login')}
          </ButtonLink>
        )}
      </Notice>
    );
  }
  const purchase = query.data;
  return (
    <>
      <LicenceSummary purchase={purchase} />
      {purchase.status === 'awaiting_payment' ? (
        <PayAndProve purchase={purchase} />
      ) : (
        <Notice>
          <p>{t('purchases.checkout.submitted')}</p>
          <Link
            to={purchase.status === 'pending' ? paymentCompletePath(purchase.id) : BUYER_DASHBOARD}
            className="font-semibold text-brand-300 underline"
          >
            {t('purchases.checkout.viewStatus')}
          </Link>
        </Notice>
      )}
    </>
  );
}

/** /checkout/{trackId} (spec §2.6): the order, the artist's wallet QR codes and the proof of payment. */
export function CheckoutView({ trackId }: { trackId: string }) {
  const t = useT();
  const kind = useChosenLicence();
  return (
    <PurchaseFrame title={t('purchases.checkout.title')}>
      {kind === null ? (
        <Notice tone="error">
          <p>{t('purchases.checkout.noLicence')}</p>
          <Link to={`/track/${encodeURIComponent(trackId)}`} className="font-semibold underline">
            {t('purchases.checkout.backToTrack')}
          </Link>
        </Notice>
      ) : (
        <CheckoutBody trackId={trackId} kind={kind} />
      )}
    </PurchaseFrame>
  );
}
