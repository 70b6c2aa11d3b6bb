import { CONTACT_MESSAGE_ROWS } from '@beatpasal/shared/constants';
import { CONTACT_CATEGORIES, MAX_CONTACT_MESSAGE } from '@beatpasal/shared/schemas/contact';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import type { TContactTextField } from '../contact-fields';
import { useContactForm } from '../hooks/use-contact-form';
import { INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
import { ScreenshotField } from './screenshot-field';
import { SubmitStatus } from './submit-status';

/** Spec §2.10: name, username, phone, category and message required; a screenshot optional. */
export function ContactForm() {
  const t = useT();
  const baseId = useId();
  const form = useContactForm();
  const fieldId = (field: string) => `${baseId}-${field}`;
  const text = (field: TContactTextField) => ({
    name: field,
    value: form.values[field],
    disabled: form.isSending,
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(field, event.currentTarget.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = form.submit();
    const control = invalid ? event.currentTarget.elements.namedItem(invalid) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={fieldId('title')} className="space-y-5">
      <h2 id={fieldId('title')} className="text-xl font-bold text-white">
        {t('pages.contact.formTitle')}
      </h2>
      <p className="text-sm text-zinc-400">{t('pages.contact.requiredNote')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fieldId('name')} label={t('pages.contact.name')} isRequired error={form.errors.name}>
          {(control) => <input {...control} {...text('name')} autoComplete="name" className={INPUT_CLASS} />}
        </Field>
        <Field
          id={fieldId('username')}
          label={t('pages.contact.username')}
          isRequired
          hint={t('pages.contact.usernameHint')}
          error={form.errors.username}
        >
          {(control) => (
            <input
              {...control}
              {...text('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field id={fieldId('phone')} label={t('pages.contact.phone')} isRequired error={form.errors.phone}>
          {(control) => (
            <input
              {...control}
              {...text('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field id={fieldId('category')} label={t('pages.contact.category')} isRequired error={form.errors.category}>
          {(control) => (
            <select {...control} {...text('category')} className={INPUT_CLASS}>
              <option value="">{t('pages.contact.categoryPlaceholder')}</option>
              {CONTACT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`pages.contact.categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextAreaField
        id={fieldId('message')}
        label={t('pages.contact.message')}
        isRequired
        error={form.errors.message}
        {...text('message')}
        rows={CONTACT_MESSAGE_ROWS}
        maxLength={MAX_CONTACT_MESSAGE}
      />
      <ScreenshotField
        id={fieldId('screenshot')}
        file={form.screenshot}
        error={form.errors.screenshot}
        isDisabled={form.isSending}
        onChange={form.setScreenshot}
      />
      <SubmitStatus
        formError={form.formError}
        isSent={form.isSent}
        uploadFraction={form.isSending && form.screenshot ? form.progress : null}
      />
      <Button type="submit" isBusy={form.isSending} className="w-full sm:w-auto">
        {form.isSending ? t('pages.contact.sending') : t('pages.contact.submit')}
      </Button>
    </form>
  );
}
