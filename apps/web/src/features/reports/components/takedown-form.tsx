import { MAX_TAKEDOWN_TEXT } from '@beatpasal/shared/schemas/admin-queues';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form/field-error';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import type { TMessageKey } from '../../../lib/i18n/translate';
import { useFileTakedown } from '../api/takedowns-api';

const TEXT_FIELDS = [
  { name: 'claimantName', label: 'takedowns.form.claimantName', type: 'text', autoComplete: 'name' },
  { name: 'contactEmail', label: 'takedowns.form.contactEmail', type: 'email', autoComplete: 'email' },
  { name: 'trackUrl', label: 'takedowns.form.trackUrl', type: 'url', autoComplete: 'off' },
] as const satisfies ReadonlyArray<{ name: string; label: TMessageKey; type: string; autoComplete: string }>;

const EMPTY = { claimantName: '', contactEmail: '', originalWork: '', trackUrl: '', signature: '' };

/** The copyright takedown notice on /dispute: anyone may send it; the track is hidden while it is reviewed. */
export function TakedownForm() {
  const t = useT();
  const prefix = useId();
  const [values, setValues] = useState(EMPTY);
  const [goodFaith, setGoodFaith] = useState(false);
  const mutation = useFileTakedown();
  const error = mutation.error;
  const fieldError = (name: string) => (isApiError(error) ? error.fieldErrors[name] : undefined);
  const formError =
    error && !(isApiError(error) && error.hasFieldErrors)
      ? isApiError(error)
        ? error.message
        : t('errors.unexpected')
      : undefined;
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const describedBy = (name: string) => (fieldError(name) ? `${prefix}-${name}-error` : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks every field (the shared schema); an unticked box is sent so it can say so.
    mutation.mutate({ ...values, goodFaith: goodFaith as true });
  };

  if (mutation.isSuccess) {
    return (
      <p role="status" className="rounded-xl bg-emerald-950/60 p-4 text-emerald-100">
        {t('takedowns.form.received')}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {TEXT_FIELDS.map((field) => (
        <Field key={field.name} id={`${prefix}-${field.name}`} label={t(field.label)} error={fieldError(field.name)}>
          {(control) => (
            <input
              {...control}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              value={values[field.name]}
              onChange={set(field.name)}
              className={DIALOG_INPUT_CLASS}
            />
          )}
        </Field>
      ))}
      <TextAreaField
        id={`${prefix}-originalWork`}
        label={t('takedowns.form.originalWork')}
        error={fieldError('originalWork')}
        look="dialog"
        rows={4}
        required
        maxLength={MAX_TAKEDOWN_TEXT}
        value={values.originalWork}
        onChange={set('originalWork')}
      />
      <div>
        <label className="flex items-start gap-3 text-sm text-zinc-200">
          <input
            type="checkbox"
            checked={goodFaith}
            onChange={(event) => setGoodFaith(event.target.checked)}
            aria-describedby={describedBy('goodFaith')}
            className="mt-1 size-4"
          />
          <span>{t('takedowns.form.goodFaith')}</span>
        </label>
        <FieldError id={`${prefix}-goodFaith-error`} message={fieldError('goodFaith')} />
      </div>
      <Field id={`${prefix}-signature`} label={t('takedowns.form.signature')} error={fieldError('signature')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            required
            value={values.signature}
            onChange={set('signature')}
            className={DIALOG_INPUT_CLASS}
          />
        )}
      </Field>
      {formError && (
        <p role="alert" className="text-sm text-red-300">
          {formError}
        </p>
      )}
      <Button type="submit" isBusy={mutation.isPending}>
        {mutation.isPending ? t('takedowns.form.sending') : t('takedowns.form.submit')}
      </Button>
    </form>
  );
}
