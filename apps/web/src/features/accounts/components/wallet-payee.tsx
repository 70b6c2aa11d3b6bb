import type { TWalletQr } from '@beatpasal/shared/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { setWalletQrSettings } from '../api/profile-api';

/** "Buyers will pay RAM BAHADUR THAPA through Fonepay": whom the QR pays, as read from it (decision 064); nothing for a QR that names no one. */
export function BuyersWillPay({ qr }: { qr: Pick<TWalletQr, 'payeeName' | 'payeeNetwork'> }) {
  const t = useT();
  if (!qr.payeeName) return null;
  const text = qr.payeeNetwork
    ? t('walletQrs.payee.buyersPayThrough', { payee: qr.payeeName, network: qr.payeeNetwork })
    : t('walletQrs.payee.buyersPay', { payee: qr.payeeName });
  return <p className="mt-1 text-sm text-zinc-200">{text}</p>;
}

/** The per-wallet switch for the order reference in tag 62; only an EMVCo QR can carry it. */
export function ReferenceSwitch({
  qr,
  onUpdated,
  onError,
}: {
  qr: TWalletQr;
  onUpdated: (qr: TWalletQr) => void;
  onError: (error: unknown) => void;
}) {
  const t = useT();
  const hintId = useId();
  const save = useMutation({
    mutationFn: (includeReference: boolean) => setWalletQrSettings(qr.id, { includeReference }),
    onSuccess: (updated) => {
      toast.success(t(updated.includeReference ? 'walletQrs.reference.on' : 'walletQrs.reference.off'));
      onUpdated(updated);
    },
    onError,
  });
  if (qr.payloadKind !== 'emvco') return null;
  return (
    <div className="w-full rounded-lg bg-zinc-900 p-3">
      <label className="flex min-h-9 items-start gap-3 text-sm font-semibold text-white">
        <input
          type="checkbox"
          role="switch"
          checked={save.isPending ? save.variables : qr.includeReference}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(event) => save.mutate(event.currentTarget.checked)}
          className="mt-0.5 size-5 accent-brand-500"
        />
        {t('walletQrs.reference.label')}
      </label>
      <p id={hintId} className="mt-1 pl-8 text-xs text-zinc-400">
        {t('walletQrs.reference.hint')}
      </p>
    </div>
  );
}
