import type { TPaymentInbox } from '@beatpasal/shared/payments/credit-message-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { toast } from '../../../lib/toast';
import {
  closePaymentInbox,
  fetchPaymentInbox,
  openPaymentInbox,
  paymentMessageKeys,
  setPaymentInboxAutoConfirm,
} from '../api/payment-messages-api';
import { LoadingLine, Notice } from './purchase-frame';

/** The secret address, shown once after turning on or rotating, with a copy button. */
function AddressOnce({ url }: { url: string }) {
  const t = useT();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
    } catch {
      toast.error(t('creditMessages.inbox.copyFailed'));
    }
  };
  return (
    <div className="space-y-2 rounded-xl bg-zinc-950 p-3 ring-1 ring-amber-700/60">
      <p className="text-xs text-zinc-400">{t('creditMessages.inbox.address')}</p>
      <p className="font-mono text-sm break-all text-white">{url}</p>
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        {isCopied ? t('creditMessages.inbox.copied') : t('creditMessages.inbox.copy')}
      </Button>
      <p className="text-xs text-amber-200">{t('creditMessages.inbox.addressOnce')}</p>
    </div>
  );
}

/**
 * The forwarding address of credit SMS (decision 065): turn on, copy, rotate, turn off, and the
 * "confirm exact matches for me" switch with what it does.
 */
export function PaymentInboxSettings() {
  const t = useT();
  const dates = useDates();
  const hintId = useId();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const inbox = useQuery({ queryKey: paymentMessageKeys.inbox, queryFn: ({ signal }) => fetchPaymentInbox(signal) });
  const store = (state: TPaymentInbox) =>
    queryClient.setQueryData(paymentMessageKeys.inbox, {
      isOn: state.isOn,
      autoConfirm: state.autoConfirm,
      createdAt: state.createdAt,
    });
  const open = useMutation({
    mutationFn: openPaymentInbox,
    onSuccess: (address) => {
      store(address);
      setUrl(address.url);
    },
  });
  const close = useMutation({
    mutationFn: closePaymentInbox,
    onSuccess: (state) => {
      store(state);
      setUrl(null);
    },
  });
  const auto = useMutation({ mutationFn: setPaymentInboxAutoConfirm, onSuccess: store });
  const error = open.error ?? close.error ?? auto.error;

  let body;
  if (inbox.isPending) body = <LoadingLine text={t('creditMessages.inbox.loading')} />;
  else if (inbox.isError) body = <Notice tone="error">{inbox.error.message}</Notice>;
  else if (!inbox.data.isOn) {
    body = (
      <div className="space-y-2">
        <p className="text-sm text-zinc-300">{t('creditMessages.inbox.off')}</p>
        <Button isBusy={open.isPending} onClick={() => open.mutate()}>
          {t('creditMessages.inbox.turnOn')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-zinc-300">
          {t('creditMessages.inbox.on', { date: dates.date(inbox.data.createdAt!) })}
        </p>
        {url && <AddressOnce url={url} />}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" isBusy={open.isPending} onClick={() => open.mutate()}>
            {t('creditMessages.inbox.rotate')}
          </Button>
          <Button size="sm" variant="secondary" isBusy={close.isPending} onClick={() => close.mutate()}>
            {t('creditMessages.inbox.revoke')}
          </Button>
        </div>
        <div className="rounded-lg bg-zinc-900 p-3">
          <label className="flex min-h-9 items-start gap-3 text-sm font-semibold text-white">
            <input
              type="checkbox"
              role="switch"
              checked={auto.isPending ? auto.variables : inbox.data.autoConfirm}
              disabled={auto.isPending}
              aria-describedby={hintId}
              onChange={(event) => auto.mutate(event.currentTarget.checked)}
              className="mt-0.5 size-5 accent-brand-500"
            />
            {t('creditMessages.inbox.autoConfirm')}
          </label>
          <p id={hintId} className="mt-1 pl-8 text-xs text-zinc-400">
            {t('creditMessages.inbox.autoConfirmHint')}
          </p>
        </div>
      </div>
    );
  }
  return (
    <section aria-labelledby="payment-inbox" className="space-y-3">
      <h3 id="payment-inbox" className="text-lg font-semibold text-white">
        {t('creditMessages.inbox.title')}
      </h3>
      <p className="max-w-3xl text-sm text-zinc-400">{t('creditMessages.inbox.intro')}</p>
      {body}
      {error && <Notice tone="error">{error.message}</Notice>}
    </section>
  );
}
