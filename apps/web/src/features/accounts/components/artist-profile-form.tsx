import type { TArtistProfile } from '@beatpasal/shared/schemas/account-api';
import { PROFILE_MESSAGES, WALLET_KINDS, WALLET_LABELS, ZArtistProfileInput } from '@beatpasal/shared/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { saveArtistProfile } from '../api/profile-api';
import { useFormErrors } from '../hooks/use-form-errors';
import { checkImages } from '../lib/check-images';
import { parseForm, runAllChecks, textValues } from '../lib/parse-form';
import { ArtistProfileFields } from './artist-profile-fields';
import { Field } from '../../../components/ui/form/field';
import { FormAlert } from './form-messages';
import { ImageField } from './image-field';
import { INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { ProgressBar } from '../../../components/ui/progress-bar';

const FIELDS = [
  'displayName',
  'bio',
  'artistHistory',
  'equipment',
  'additionalNotes',
  'instagram',
  'facebook',
  'youtube',
  'tiktok',
  'publicEmail',
  'avatar',
  'cover',
  'walletQr',
  'walletQrLabel',
] as const;

interface TArtistProfileFormProps {
  saved: TArtistProfile;
  onSaved: (profile: TArtistProfile) => void;
}

/** /edit-profile: text, links and the three images in one multipart save, with upload progress. */
export function ArtistProfileForm({ saved, onSaved }: TArtistProfileFormProps) {
  const t = useT();
  const errors = useFormErrors(FIELDS);
  const [progress, setProgress] = useState<number | null>(null);
  // A new key after a save empties the file inputs; the saved images then show as current.
  const [filesKey, setFilesKey] = useState(0);
  const primaryQr = saved.walletQrs.find((qr) => qr.isPrimary);

  const save = useMutation({
    mutationFn: (form: HTMLFormElement) => {
      const data = new FormData(form);
      runAllChecks([
        () => parseForm(ZArtistProfileInput, textValues(form)),
        () =>
          checkImages(data, [
            {
              name: 'avatar',
              requiredMessage: PROFILE_MESSAGES.profilePictureRequired,
              hasSaved: saved.avatarUrl !== null,
            },
            { name: 'cover', requiredMessage: PROFILE_MESSAGES.coverImageRequired, hasSaved: saved.coverUrl !== null },
            { name: 'walletQr', requiredMessage: PROFILE_MESSAGES.walletQrRequired, hasSaved: primaryQr !== undefined },
          ]),
      ]);
      setProgress(0);
      return saveArtistProfile(data, setProgress);
    },
    onMutate: errors.clear,
    onSuccess: (profile) => {
      setFilesKey((key) => key + 1);
      toast.success(t('accounts.artistProfile.updated'));
      onSaved(profile);
    },
    onError: (error, form) => {
      errors.handleError(error);
      // The form is long: take the person to the first thing to fix.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
    onSettled: () => setProgress(null),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(event.currentTarget);
  };
  const imageHint = t('accounts.artistProfile.imageHint');
  const label = errors.field('walletQrLabel');

  return (
    <form noValidate onSubmit={submit} className="space-y-10">
      <ArtistProfileFields saved={saved} field={errors.field} />
      <fieldset key={filesKey} className="space-y-6">
        <legend className="text-lg font-semibold text-white">{t('accounts.artistProfile.images')}</legend>
        <ImageField
          frame="avatar"
          label={t('accounts.artistProfile.avatar')}
          hint={imageHint}
          savedUrl={saved.avatarUrl}
          {...errors.field('avatar')}
        />
        <ImageField
          frame="cover"
          label={t('accounts.artistProfile.cover')}
          hint={imageHint}
          savedUrl={saved.coverUrl}
          {...errors.field('cover')}
        />
        <ImageField
          frame="qr"
          label={t('accounts.artistProfile.walletQr')}
          hint={t('accounts.artistProfile.walletQrHint')}
          savedUrl={primaryQr?.imageUrl ?? null}
          {...errors.field('walletQr')}
        />
        <Field
          label={t('accounts.artistProfile.wallet')}
          error={label.error}
          isInvalid={label.isInvalid}
          errorId={label.errorId}
          className="sm:max-w-xs"
        >
          {(control) => (
            <select
              {...control}
              name="walletQrLabel"
              defaultValue={primaryQr?.kind ?? 'esewa'}
              onChange={label.onInput}
              className={INPUT_CLASS}
            >
              {WALLET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {WALLET_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <div className="space-y-4">
        <FormAlert id={errors.formErrorId} title={t('accounts.artistProfile.failed')} message={errors.formError} />
        {progress !== null && <ProgressBar fraction={progress} label={t('accounts.artistProfile.uploading')} />}
        <Button type="submit" size="lg" isBusy={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t('accounts.artistProfile.busy') : t('accounts.artistProfile.save')}
        </Button>
      </div>
    </form>
  );
}
