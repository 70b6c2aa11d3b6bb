import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ErrorSummary, focusFirstError } from '../../../components/ui/form/error-summary';
import { isAbortError, isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import type { TTranslate } from '../../../lib/i18n/translate';
import { useTrackForm } from '../hooks/use-track-form';
import { toTrackInput, type TTrackFormValues, type TTrackInputDraft } from '../lib/track-form-values';
import { addTagText } from '../lib/tag-text';
import {
  addError,
  errorsForFields,
  formErrorsFromServer,
  summariseErrors,
  validateTrackForm,
  type TTrackFiles,
  type TTrackFormProblems,
  type TTrackFormMode,
} from '../lib/validate-track-form';
import { FormFooter, type TFormProblem } from './form-footer';
import { FormSection } from './form-section';
import { LicenceEditor } from './licence-editor';
import { TrackDetailsFields } from './track-details-fields';
import { TrackFileFields } from './track-file-fields';

interface TTrackFormProps {
  mode: TTrackFormMode;
  initialValues: TTrackFormValues;
  savedCoverUrl?: string | null;
  submitLabel: string;
  /** Sends the checked form; what it throws lands on the fields or beside the button. */
  onSubmit: (input: TTrackInputDraft, files: TTrackFiles) => Promise<void>;
  /** Shown while sending, such as the upload's progress bar. */
  progress?: ReactNode;
  onCancel?: () => void;
}

function problemOf(error: unknown, t: TTranslate): TFormProblem {
  if (!isApiError(error)) return { message: t('errors.unexpected'), needsProfile: false };
  return { message: error.message, needsProfile: error.status === 403 };
}

/** The upload and edit form of a track: details, files, licences; checked with the server's schema before sending. */
export function TrackForm({
  mode,
  initialValues,
  savedCoverUrl = null,
  submitLabel,
  onSubmit,
  progress,
  onCancel,
}: TTrackFormProps) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useTrackForm(initialValues);
  const [isSubmitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<TFormProblem | null>(null);
  const [hasTried, setTried] = useState(false);

  const showErrors = (errors: TTrackFormProblems) => {
    flushSync(() => {
      form.setErrors(errors);
      setTried(true);
    });
    focusFirstError(formRef.current);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    // Text still in the tag field becomes tags now, or stays there with the reason and stops the submit.
    const tagged = addTagText(form.values.tags, form.values.tagDraft);
    const values = { ...form.values, tags: tagged.tags, tagDraft: tagged.draft };
    form.setField('tags', values.tags);
    form.setField('tagDraft', values.tagDraft);
    const errors = validateTrackForm(values, form.files, mode);
    if (tagged.error) addError(errors, 'tags', tagged.error);
    setProblem(null);
    if (Object.keys(errors).length > 0) return showErrors(errors);
    setSubmitting(true);
    try {
      await onSubmit(toTrackInput(values), form.files);
    } catch (error) {
      if (isAbortError(error)) return;
      const fieldErrors = isApiError(error) ? formErrorsFromServer(error.fieldErrors, form.values.licences) : {};
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else setProblem(problemOf(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  const idPrefix = `track-${mode}`;
  const fieldErrors = errorsForFields(form.errors, t('studio.form.fieldRequired'));
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      <ErrorSummary title={t('studio.form.errorSummary')} messages={hasTried ? summariseErrors(form.errors) : []} />
      <FormSection title={t('studio.form.detailsTitle')}>
        <TrackDetailsFields idPrefix={idPrefix} values={form.values} errors={fieldErrors} setField={form.setField} />
      </FormSection>
      <FormSection title={mode === 'upload' ? t('studio.form.filesTitle') : t('studio.form.coverTitle')}>
        <TrackFileFields
          idPrefix={idPrefix}
          mode={mode}
          files={form.files}
          errors={fieldErrors}
          savedCoverUrl={savedCoverUrl}
          setFile={form.setFile}
        />
      </FormSection>
      <FormSection title={t('studio.licences.title')}>
        <LicenceEditor
          idPrefix={idPrefix}
          licences={form.values.licences}
          errors={fieldErrors}
          onChange={form.setLicence}
        />
      </FormSection>
      <FormFooter
        problem={problem}
        isSubmitting={isSubmitting}
        submitLabel={submitLabel}
        progress={isSubmitting ? progress : null}
        onCancel={onCancel}
      />
    </form>
  );
}
