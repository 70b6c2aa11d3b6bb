import { WALLET_KINDS, type TWalletKind } from '@beatpasal/shared/schemas/profiles';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FIELD_INPUT, LabelledField } from '../../../components/ui/labelled-field';
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
}: {
  purchaseId: string;
  wallet: TWalletKind;
  onWalletChange: (kind: TWalletKind) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const ids = { file: useId(), wallet: useId(), txn: useId(), fileError: useId(), txnError: useId() };
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
      navigate(paymentCompletePath(purchaseId));
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && error.hasFieldErrors) setErrors(error.fieldErrors as TErrors);
      toastError(error);
    }
  };

  const isBusy = progress !== null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <LabelledField id={ids.file} label={t('purchases.checkout.screenshot')}>
        <input
          id={ids.file}
          type="file"
          accept="image/*"
          disabled={isBusy}
          aria-invalid={errors.screenshot ? true : undefined}
          aria-describedby={errors.screenshot ? ids.fileError : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, screenshot: undefined }));
          }}
          className="mt-1 block w-full text-sm text-zinc-200 file:mr-3 file:rounded-full file:border-0 file:bg-zinc-800 file:px-4 file:py-2 file:text-white"
        />
        <FieldError id={ids.fileError} message={errors.screenshot} />
      </LabelledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField id={ids.wallet} label={t('purchases.checkout.wallet')}>
          <select
            id={ids.wallet}
            value={wallet}
            disabled={isBusy}
            onChange={(event) => onWalletChange(event.target.value as TWalletKind)}
            className={FIELD_INPUT}
          >
            {WALLET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`purchases.wallets.${kind}`)}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id={ids.txn} label={t('purchases.checkout.transactionId')}>
          <input
            id={ids.txn}
            value={transactionId}
            disabled={isBusy}
            autoComplete="off"
            data-latin-digits=""
            placeholder={t('purchases.checkout.transactionHint')}
            aria-invalid={errors.transactionId ? true : undefined}
            aria-describedby={errors.transactionId ? ids.txnError : undefined}
            onChange={(event) => {
              setTransactionId(event.target.value);
              setErrors((current) => ({ ...current, transactionId: undefined }));
            }}
            className={FIELD_INPUT}
          />
          <FieldError id={ids.txnError} message={errors.transactionId} />
        </LabelledField>
      </div>
      {isBusy && <ProgressBar fraction={progress} label={t('purchases.checkout.uploadProgress')} />}
      <Button type="submit" size="lg" isBusy={isBusy}>
        {isBusy ? t('purchases.checkout.uploading') : t('purchases.checkout.submit')}
      </Button>
    </form>
  );
}
