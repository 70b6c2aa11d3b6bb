import { WALLET_KINDS, type TWalletKind } from '@beatpasal/shared/schemas/profiles';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { Field } from '../../../components/ui/form/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { toastError } from '../../../lib/toast-error';
import { submitProof } from '../api/purchases-api';
import { paymentCompletePath } from '../lib/purchase-paths';

type TErrors = Partial<Record<'screenshot' | 'transactionId' | 'wallet', string>>;

/** Step 2: the screenshot (images only) and the wallet's transaction id; Payment Done sends both with a progress bar. */
export function ProofForm({
  purchaseId,
  wallet,
  onWalletChange,
  onSubmitted,
}: {
  purchaseId: string;
  wallet: TWalletKind;
  onWalletChange: (kind: TWalletKind) => void;
  /** Instead of moving to the payment-complete page once the proof is in. */
  onSubmitted?: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [transactionId, setTransactionId] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: TErrors = {};
    if (!file) found.screenshot = t('purchases.checkout.screenshotRequired');
    if (transactionId.trim() === '') found.transactionId = t('purchases.checkout.transactionRequired');
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    const body = new FormData();
    body.set('wallet', wallet);
    body.set('transactionId', transactionId);
    body.set('screenshot', file);
    setProgress(0);
    try {
      await submitProof(purchaseId, body, setProgress);
      if (onSubmitted) onSubmitted();
      else navigate(paymentCompletePath(purchaseId));
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && error.hasFieldErrors) setErrors(error.fieldErrors as TErrors);
      toastError(error);
    }
  };

  const isBusy = progress !== null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Field label={t('purchases.checkout.screenshot')} error={errors.screenshot}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            disabled={isBusy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors((current) => ({ ...current, screenshot: undefined }));
            }}
            className="block w-full text-sm text-zinc-200 file:mr-3 file:rounded-full file:border-0 file:bg-zinc-800 file:px-4 file:py-2 file:text-white"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('purchases.checkout.wallet')}>
          {(control) => (
            <select
              {...control}
              value={wallet}
              disabled={isBusy}
              onChange={(event) => onWalletChange(event.target.value as TWalletKind)}
              className={DIALOG_INPUT_CLASS}
            >
              {WALLET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`purchases.wallets.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('purchases.checkout.transactionId')} error={errors.transactionId}>
          {(control) => (
            <input
              {...control}
              value={transactionId}
              disabled={isBusy}
              autoComplete="off"
              data-latin-digits=""
              placeholder={t('purchases.checkout.transactionHint')}
              onChange={(event) => {
                setTransactionId(event.target.value);
                setErrors((current) => ({ ...current, transactionId: undefined }));
              }}
              className={DIALOG_INPUT_CLASS}
            />
          )}
        </Field>
      </div>
      {isBusy && <ProgressBar fraction={progress} label={t('purchases.checkout.uploadProgress')} />}
      <Button type="submit" size="lg" isBusy={isBusy}>
        {isBusy ? t('purchases.checkout.uploading') : t('purchases.checkout.submit')}
      </Button>
    </form>
  );
}
