import { WALLET_LABELS, type TWalletQr } from '@beatpasal/shared/schemas/profiles';
import type { TWalletQrList } from '@beatpasal/shared/schemas/account-api';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { deleteWalletQr, makeWalletQrPrimary } from '../api/profile-api';
import { useFormErrors } from '../hooks/use-form-errors';
import { FormAlert } from './form-messages';
import { BuyersWillPay, ReferenceSwitch } from './wallet-payee';

interface TWalletQrListProps {
  qrs: readonly TWalletQr[];
  onChanged: (list: TWalletQrList) => void;
}

interface TWalletQrRowProps {
  qr: TWalletQr;
  onChanged: TWalletQrListProps['onChanged'];
  onUpdated: (qr: TWalletQr) => void;
  onError: (error: unknown) => void;
}

function WalletQrRow({ qr, onChanged, onUpdated, onError }: TWalletQrRowProps) {
  const t = useT();
  const wallet = WALLET_LABELS[qr.kind];
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancelDelete = () => {
    setIsConfirming(false);
    requestAnimationFrame(() => deleteRef.current?.focus());
  };
  const makePrimary = useMutation({
    mutationFn: () => makeWalletQrPrimary(qr.id),
    onSuccess: (list) => {
      toast.success(t('accounts.wallets.primaryChanged', { wallet }));
      onChanged(list);
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteWalletQr(qr.id),
    onSuccess: (list) => {
      toast.success(t('accounts.wallets.deleted'));
      onChanged(list);
    },
    onError: (error) => {
      setIsConfirming(false);
      onError(error);
    },
  });

  return (
    <li className="flex flex-wrap items-center gap-4 rounded-xl border border-zinc-800 bg-zinc-950 p-3">
      <img
        src={qr.imageUrl}
        alt={t('accounts.wallets.qrAlt', { wallet })}
        className="size-20 rounded-md bg-white object-contain"
      />
      <div className="min-w-32 flex-1">
        <p className="font-semibold text-white">{wallet}</p>
        <BuyersWillPay qr={qr} />
        {qr.isPrimary && (
          <p className="mt-1 inline-block rounded-full bg-brand-950 px-2 py-0.5 text-xs font-semibold text-brand-300">
            {t('accounts.wallets.primary')}
          </p>
        )}
      </div>
      {isConfirming ? (
        <div
          role="group"
          aria-label={t('accounts.wallets.confirmDelete', { wallet })}
          className="flex flex-wrap items-center gap-2"
        >
          <p className="w-full text-sm text-zinc-200 sm:w-auto">{t('accounts.wallets.confirmDelete', { wallet })}</p>
          <Button size="sm" isBusy={remove.isPending} onClick={() => remove.mutate()}>
            {t('accounts.wallets.confirm')}
          </Button>
          <Button size="sm" variant="ghost" autoFocus onClick={cancelDelete}>
            {t('accounts.wallets.cancel')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {!qr.isPrimary && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('accounts.wallets.makePrimaryLabel', { wallet })}
              isBusy={makePrimary.isPending}
              onClick={() => makePrimary.mutate()}
            >
              {t('accounts.wallets.makePrimary')}
            </Button>
          )}
          <Button
            ref={deleteRef}
            size="sm"
            variant="ghost"
            aria-label={t('accounts.wallets.deleteLabel', { wallet })}
            onClick={() => setIsConfirming(true)}
          >
            {t('accounts.wallets.delete')}
          </Button>
        </div>
      )}
      <ReferenceSwitch qr={qr} onUpdated={onUpdated} onError={onError} />
    </li>
  );
}

/** The artist's saved wallet QR codes: whom each pays, mark one primary, the order reference switch, delete one. */
export function WalletQrList({ qrs, onChanged }: TWalletQrListProps) {
  const errors = useFormErrors([]);
  const updated = (next: TWalletQr) => onChanged({ walletQrs: qrs.map((qr) => (qr.id === next.id ? next : qr)) });
  return (
    <div className="space-y-3">
      <FormAlert id={errors.formErrorId} message={errors.formError} />
      <ul className="space-y-3">
        {qrs.map((qr) => (
          <WalletQrRow key={qr.id} qr={qr} onChanged={onChanged} onUpdated={updated} onError={errors.handleError} />
        ))}
      </ul>
    </div>
  );
}
