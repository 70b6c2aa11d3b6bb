import { useState } from 'react';
import type { TShare } from '@beatpasal/shared/schemas/co-producers';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form/text-field';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { toast } from '../../../lib/toast';
import { shareQrPath, useSettleShare, useShareDetail } from '../api/co-producers-api';
import { ErrorLine, errorText } from './error-line';

/** Pay one share as a buyer pays an order: the co-producer's QR with the exact amount, then the transaction id. */
export function SettleShareDialog({ share, onClose }: { share: TShare; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const detail = useShareDetail(share.id);
  const settle = useSettleShare(share.id);
  const [transactionId, setTransactionId] = useState('');
  const name = share.counterpart.displayName;
  const amount = formatMoneyPaisa(share.amountPaisa, locale);
  const wallets = detail.data?.wallets ?? [];
  const submit = () =>
    settle.mutate(transactionId, {
      onSuccess: () => {
        toast.success(t('coProducers.settle.done'));
        onClose();
      },
    });
  return (
    <FormDialog
      title={t('coProducers.settle.title', { name })}
      intro={t('coProducers.settle.intro', { amount })}
      error={settle.isError ? errorText(settle.error, t('errors.unexpected')) : undefined}
      isBusy={settle.isPending}
      cancelLabel={t('coProducers.settle.cancel')}
      submitLabel={t('coProducers.settle.submit')}
      onSubmit={submit}
      onClose={onClose}
    >
      {detail.isPending && <p className="text-sm text-zinc-400">{t('coProducers.shares.loading')}</p>}
      {detail.isError && <ErrorLine error={detail.error} />}
      {detail.data && wallets.length === 0 && (
        <p className="text-sm text-zinc-300">{t('coProducers.settle.noWallets', { name, amount })}</p>
      )}
      <ul className="space-y-3">
        {wallets.map((wallet) => {
          const carriesAmount = wallet.payloadKind === 'emvco';
          return (
            <li key={wallet.id} className="space-y-1">
              <img
                src={carriesAmount ? shareQrPath(share.id, wallet.id) : wallet.imageUrl}
                alt={t('coProducers.settle.qrAlt', { wallet: wallet.kind, name, amount })}
                width={220}
                height={220}
                className="mx-auto size-56 rounded-xl bg-white object-contain p-2"
              />
              {!carriesAmount && (
                <p className="text-xs text-zinc-400">{t('coProducers.settle.noAmount', { amount })}</p>
              )}
            </li>
          );
        })}
      </ul>
      <TextField
        label={t('coProducers.settle.transactionId')}
        autoComplete="off"
        value={transactionId}
        onChange={(event) => setTransactionId(event.currentTarget.value)}
      />
    </FormDialog>
  );
}
