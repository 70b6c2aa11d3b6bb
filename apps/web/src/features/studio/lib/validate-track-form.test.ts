import { LICENCE_MESSAGES } from '@beatpasal/shared/licences';
import { MY_TRACK_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import { TRACK_MESSAGES } from '@beatpasal/shared/schemas/tracks';
import { describe, expect, it } from 'vitest';
import { emptyTrackForm, type TTrackFormValues } from './track-form-values';
import {
  errorKey,
  errorsForFields,
  formErrorsFromServer,
  summariseErrors,
  validateTrackForm,
  type TTrackFiles,
} from './validate-track-form';

const audio = new File(['RIFF'], 'beat.wav', { type: 'audio/wav' });
const noFiles: TTrackFiles = { audio: null, cover: null, voiceTag: null };

function filledForm(): TTrackFormValues {
  const values = emptyTrackForm();
  values.title = 'Night Drive';
  values.genre = 'Trap';
  values.bpm = '140';
  values.licences[0] = { ...values.licences[0]!, enabled: true, price: '1500' };
  return values;
}

describe('validateTrackForm', () => {
  it('accepts a complete upload', () => {
    expect(validateTrackForm(filledForm(), { ...noFiles, audio }, 'upload')).toEqual({});
  });

  it("gives the spec's messages for an empty upload", () => {
    const errors = validateTrackForm(emptyTrackForm(), noFiles, 'upload');
    expect(errors).toMatchObject({
      title: TRACK_MESSAGES.required,
      genre: TRACK_MESSAGES.required,
      bpm: TRACK_MESSAGES.required,
      audio: TRACK_MESSAGES.required,
      licences: LICENCE_MESSAGES.upload,
    });
    expect(summariseErrors(errors)).toEqual([TRACK_MESSAGES.required.text, LICENCE_MESSAGES.upload.text]);
  });

  it('asks the edit form for an enabled licence with a valid price', () => {
    const values = filledForm();
    values.licences[0] = { ...values.licences[0]!, enabled: false };
    expect(validateTrackForm(values, noFiles, 'edit')).toEqual({ licences: LICENCE_MESSAGES.edit });
  });

  it('puts a bad price under its own licence', () => {
    const values = filledForm();
    values.licences[2] = { ...values.licences[2]!, enabled: true, price: '-5' };
    values.licences[3] = { ...values.licences[3]!, enabled: true, price: 'abc' };
    const errors = validateTrackForm(values, { ...noFiles, audio }, 'upload');
    expect(errors).toEqual({
      'licences.exclusive.priceNpr': LICENCE_MESSAGES.price,
      'licences.full_rights.priceNpr': LICENCE_MESSAGES.price,
    });
  });

  it('sends a negotiable licence without a price', () => {
    const values = filledForm();
    values.licences[0] = { ...values.licences[0]!, price: '', negotiable: true };
    values.licences[1] = { ...values.licences[1]!, enabled: true, price: '900', negotiable: true };
    expect(validateTrackForm(values, { ...noFiles, audio }, 'upload')).toEqual({ licences: LICENCE_MESSAGES.upload });
  });

  it('refuses an audio file over the size limit before sending it', () => {
    const huge = new File(['x'], 'huge.wav');
    Object.defineProperty(huge, 'size', { value: 500 * 1024 * 1024 });
    expect(validateTrackForm(filledForm(), { ...noFiles, audio: huge }, 'upload')).toEqual({
      audio: MY_TRACK_MESSAGES.audioTooLarge,
    });
  });

  it('rejects a BPM out of range with the schema message', () => {
    const values = filledForm();
    values.bpm = '10000';
    expect(validateTrackForm(values, { ...noFiles, audio }, 'upload')).toEqual({ bpm: TRACK_MESSAGES.bpm });
  });
});

describe('server field errors', () => {
  it('map licence indexes to kinds', () => {
    const { licences } = emptyTrackForm();
    expect(errorKey('licences.1.priceNpr', licences)).toBe('licences.non_exclusive.priceNpr');
    expect(errorKey(['licences'], licences)).toBe('licences');
    expect(formErrorsFromServer({ genre: 'Choose a genre from the list.', 'tags.3': 'Bad tag' }, licences)).toEqual({
      genre: 'Choose a genre from the list.',
      tags: 'Bad tag',
    });
  });
});

describe('errorsForFields', () => {
  it('puts a short word under each missing field and drops the set-wide licence message when a licence has its own', () => {
    const errors = {
      title: TRACK_MESSAGES.required,
      audio: TRACK_MESSAGES.required,
      licences: LICENCE_MESSAGES.upload,
      'licences.lease.priceNpr': 'Enter a price in whole rupees between NPR 1 and NPR 1,00,00,000.',
    };
    expect(errorsForFields(errors, 'This field is required.')).toEqual({
      title: 'This field is required.',
      audio: 'This field is required.',
      'licences.lease.priceNpr': 'Enter a price in whole rupees between NPR 1 and NPR 1,00,00,000.',
    });
  });

  it('keeps the set-wide licence message when it is the only one', () => {
    expect(errorsForFields({ licences: LICENCE_MESSAGES.upload }, 'x')).toEqual({
      licences: LICENCE_MESSAGES.upload.text,
    });
  });
});
