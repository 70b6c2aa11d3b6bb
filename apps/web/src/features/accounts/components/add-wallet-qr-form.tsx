import { WALLET_KINDS, WALLET_LABELS } from '@beatpasal/shared/schemas/profiles';
import { WALLET_QR_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { addWalletQr } from '../api/profile-api';
import { useFormErrors } from '../hooks/use-form-errors';
import { checkImages } from '../lib/check-images';
import { Field } from '../../../components/ui/form/field';
import { FormAlert } from './form-messages';
import { ImageField } from './image-field';
import { INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { ProgressBar } from '../../../components/ui/progress-bar';

/** One more wallet QR (eSewa, Khalti, Fonepay, bank); the server checks that it really is a QR code. */
export function AddWalletQrForm({ onAdded }: { onAdded: () => void }) {
  const t = useT();
  const errors = useFormErrors(['image', 'label']);
  const [progress, setProgress] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const add = useMutation({
    mutationFn: (form: HTMLFormElement) => {
      const data = new FormData(form);
      checkImages(data, [{ name: 'image', requiredMessage: WALLET_QR_MESSAGES.imageRequired, hasSaved: false }]);
      setProgress(0);
      return addWalletQr(data, setProgress);
    },
    onMutate: errors.clear,
    onSuccess: (qr) => {
      setFormKey((key) => key + 1);
      toast.success(
        qr.payeeName ? t('walletQrs.added.withPayee', { payee: qr.payeeName }) : t('accounts.wallets.added'),
      );
      onAdded();
    },
    onError: errors.handleError,
    onSettled: () => setProgress(null),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(event.currentTarget);
  };
  const label = errors.field('label');

  return (
    <form
      key={formKey}
      noValidate
      onSubmit={submit}
      aria-label={t('accounts.wallets.addTitle')}
      className="space-y-5 rounded-xl border border-zinc-800 p-4"
    >
      <h3 className="font-semibold text-white">{t('accounts.wallets.addTitle')}</h3>
      <ImageField
        frame="qr"
        label={t('accounts.wallets.image')}
        hint={t('accounts.artistProfile.imageHint')}
        savedUrl={null}
        {...errors.field('image')}
      />
      <Field
        label={t('accounts.artistProfile.wallet')}
        error={label.error}
        isInvalid={label.isInvalid}
        errorId={label.errorId}
        className="sm:max-w-xs"
      >
        {(control) => (
          <select {...control} name="label" defaultValue="khalti" onChange={label.onInput} className={INPUT_CLASS}>
            {WALLET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {WALLET_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormAlert id={errors.formErrorId} message={errors.formError} />
      {progress !== null && <ProgressBar fraction={progress} label={t('accounts.artistProfile.uploading')} />}
      <Button type="submit" variant="secondary" isBusy={add.isPending}>
        {add.isPending ? t('accounts.wallets.adding') : t('accounts.wallets.add')}
      </Button>
    </form>
  );
}
