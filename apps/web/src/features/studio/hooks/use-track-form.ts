import { useState } from 'react';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import type { TLicenceDraft, TTrackFormValues } from '../lib/track-form-values';
import { checkFileSize, type TTrackFiles, type TTrackFormProblems } from '../lib/validate-track-form';

const NO_FILES: TTrackFiles = { audio: null, cover: null, voiceTag: null };

function withoutKeys(errors: TTrackFormProblems, drop: (key: string) => boolean): TTrackFormProblems {
  const kept = Object.entries(errors).filter(([key]) => !drop(key));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** Values, chosen files and errors of the track form; editing a field clears its own error. */
export function useTrackForm(initialValues: TTrackFormValues) {
  const [values, setValues] = useState(initialValues);
  const [files, setFiles] = useState<TTrackFiles>(NO_FILES);
  const [errors, setErrors] = useState<TTrackFormProblems>({});

  const setField = <TKey extends keyof TTrackFormValues>(key: TKey, value: TTrackFormValues[TKey]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutKeys(current, (errorKey) => errorKey === key));
  };

  const setLicence = (kind: TLicenceKind, patch: Partial<TLicenceDraft>) => {
    setValues((current) => ({
      ...current,
      licences: current.licences.map((licence) => (licence.kind === kind ? { ...licence, ...patch } : licence)),
    }));
    // A price error goes away when the price changes or the licence becomes negotiable or is switched off.
    const prefix = `licences.${kind}.`;
    const changed = Object.keys(patch).map(
      (field) => prefix + (field === 'price' || field === 'negotiable' ? 'priceNpr' : field),
    );
    const isOff = patch.enabled === false;
    setErrors((current) =>
      withoutKeys(current, (key) => key === 'licences' || changed.includes(key) || (isOff && key.startsWith(prefix))),
    );
  };

  const setFile = (field: keyof TTrackFiles, file: File | null) => {
    setFiles((current) => ({ ...current, [field]: file }));
    const message = checkFileSize(field, file);
    setErrors((current) => {
      const rest = withoutKeys(current, (key) => key === field);
      return message ? { ...rest, [field]: message } : rest;
    });
  };

  return { values, files, errors, setErrors, setField, setLicence, setFile };
}
