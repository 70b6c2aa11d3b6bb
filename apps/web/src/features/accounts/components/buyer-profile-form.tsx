import { formatNepaliMobile } from '@beatpasal/shared/phone';
import type { TBuyerProfile } from '@beatpasal/shared/schemas/account-api';
import { ZBuyerProfileInput } from '@beatpasal/shared/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { saveBuyerProfile } from '../api/profile-api';
import { useFormErrors } from '../hooks/use-form-errors';
import { parseForm, textValues } from '../lib/parse-form';
import { FormAlert } from './form-messages';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';

interface TBuyerProfileFormProps {
  /** 'complete' after sign-up (Finish Setup), 'edit' later (Save Changes). */
  mode: 'complete' | 'edit';
  saved: TBuyerProfile;
  onSaved: (profile: TBuyerProfile) => Promise<unknown> | void;
}

/** Full name, address and phone: what an artist needs to reach a buyer after a sale. */
export function BuyerProfileForm({ mode, saved, onSaved }: TBuyerProfileFormProps) {
  const t = useT();
  const errors = useFormErrors(['fullName', 'address', 'phone']);
  const save = useMutation({
    mutationFn: async (values: Record<string, string>) => {
      const profile = await saveBuyerProfile(parseForm(ZBuyerProfileInput, values));
      await onSaved(profile);
    },
    onMutate: errors.clear,
    onError: errors.handleError,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(textValues(event.currentTarget));
  };
  const submitLabel = mode === 'complete' ? t('accounts.buyerProfile.finish') : t('accounts.buyerProfile.save');

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert id={errors.formErrorId} message={errors.formError} />
      <TextField
        label={t('accounts.buyerProfile.fullName')}
        autoComplete="name"
        defaultValue={saved.fullName ?? ''}
        {...errors.field('fullName')}
      />
      <TextAreaField
        label={t('accounts.buyerProfile.address')}
        autoComplete="street-address"
        rows={2}
        defaultValue={saved.address ?? ''}
        {...errors.field('address')}
      />
      <TextField
        label={t('accounts.buyerProfile.phone')}
        hint={t('accounts.buyerProfile.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        defaultValue={saved.phone ? formatNepaliMobile(saved.phone) : ''}
        {...errors.field('phone')}
      />
      <Button type="submit" isBusy={save.isPending} className="w-full">
        {save.isPending ? t('accounts.buyerProfile.busy') : submitLabel}
      </Button>
    </form>
  );
}
