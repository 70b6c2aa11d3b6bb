import { GENRES, type TGenre } from '@beatpasal/shared/genre-list';
import {
  MAX_DESCRIPTION,
  MAX_TITLE,
  MOODS,
  MUSICAL_KEYS,
  type TMood,
  type TMusicalKey,
} from '@beatpasal/shared/track-facts';
import { useT } from '../../../lib/i18n/i18n';
import { useTermNames } from '../../../lib/term-names';
import type { TTrackFormValues } from '../lib/track-form-values';
import type { TTrackFormErrors } from '../lib/validate-track-form';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
import { INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { TagInput } from './tag-input';

interface TTrackDetailsFieldsProps {
  idPrefix: string;
  values: TTrackFormValues;
  errors: TTrackFormErrors;
  setField: <TKey extends keyof TTrackFormValues>(key: TKey, value: TTrackFormValues[TKey]) => void;
}

/** Title, genre, BPM, key, mood, tags and description. */
export function TrackDetailsFields({ idPrefix, values, errors, setField }: TTrackDetailsFieldsProps) {
  const t = useT();
  const names = useTermNames();
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={id('title')} label={t('studio.form.title')} isRequired error={errors.title} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            value={values.title}
            onChange={(event) => setField('title', event.currentTarget.value)}
            maxLength={MAX_TITLE}
            autoComplete="off"
            aria-required="true"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field id={id('genre')} label={t('studio.form.genre')} isRequired error={errors.genre}>
        {(control) => (
          <select
            {...control}
            value={values.genre}
            onChange={(event) => setField('genre', event.currentTarget.value as TGenre | '')}
            aria-required="true"
            className={INPUT_CLASS}
          >
            <option value="">{t('studio.form.chooseGenre')}</option>
            {GENRES.map((genre) => (
              <option key={genre} value={genre}>
                {names.genre(genre)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('bpm')} label={t('studio.form.bpm')} isRequired error={errors.bpm}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            value={values.bpm}
            onChange={(event) => setField('bpm', event.currentTarget.value)}
            aria-required="true"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field id={id('key')} label={t('studio.form.key')} error={errors.musicalKey}>
        {(control) => (
          <select
            {...control}
            value={values.musicalKey}
            onChange={(event) => setField('musicalKey', event.currentTarget.value as TMusicalKey | '')}
            className={INPUT_CLASS}
          >
            <option value="">{t('studio.form.notSet')}</option>
            {MUSICAL_KEYS.map((key) => (
              <option key={key} value={key}>
                {names.musicalKey(key)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('mood')} label={t('studio.form.mood')} error={errors.mood}>
        {(control) => (
          <select
            {...control}
            value={values.mood}
            onChange={(event) => setField('mood', event.currentTarget.value as TMood | '')}
            className={INPUT_CLASS}
          >
            <option value="">{t('studio.form.notSet')}</option>
            {MOODS.map((mood) => (
              <option key={mood} value={mood}>
                {names.mood(mood)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TagInput
        id={id('tags')}
        tags={values.tags}
        draft={values.tagDraft}
        error={errors.tags}
        onChange={(tags) => setField('tags', tags)}
        onDraftChange={(draft) => setField('tagDraft', draft)}
      />
      <TextAreaField
        id={id('description')}
        label={t('studio.form.description')}
        hint={t('studio.form.descriptionHint')}
        error={errors.description}
        className="sm:col-span-2"
        rows={4}
        maxLength={MAX_DESCRIPTION}
        value={values.description}
        onChange={(event) => setField('description', event.currentTarget.value)}
      />
    </div>
  );
}
