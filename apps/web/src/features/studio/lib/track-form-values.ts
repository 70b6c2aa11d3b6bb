import type { TGenre } from '@beatpasal/shared/genres';
import { blankLicenceSet, type TDeliverable, type TLicenceInput, type TLicenceKind } from '@beatpasal/shared/licences';
import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import type { TMood, TMusicalKey } from '@beatpasal/shared/schemas/tracks';

/** One licence as its inputs hold it: numbers stay text until the form is checked. */
export interface TLicenceDraft {
  kind: TLicenceKind;
  enabled: boolean;
  price: string;
  negotiable: boolean;
  terms: string;
  leaseDays: string;
  streamCap: string;
  deliverables: TDeliverable[];
}

/** The upload and edit form's values; the files travel beside them. */
export interface TTrackFormValues {
  title: string;
  genre: TGenre | '';
  bpm: string;
  musicalKey: TMusicalKey | '';
  mood: TMood | '';
  tags: string[];
  /** Text typed in the tag field and not yet a tag: the submit turns it into tags or says why not. */
  tagDraft: string;
  description: string;
  licences: TLicenceDraft[];
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

function toDraft(licence: TLicenceInput): TLicenceDraft {
  return {
    kind: licence.kind,
    enabled: licence.enabled,
    price: numberText(licence.priceNpr),
    negotiable: licence.negotiable,
    terms: licence.terms,
    leaseDays: numberText(licence.leaseDays),
    streamCap: numberText(licence.streamCap),
    deliverables: [...licence.deliverables],
  };
}

export function emptyTrackForm(): TTrackFormValues {
  return {
    title: '',
    genre: '',
    bpm: '',
    musicalKey: '',
    mood: '',
    tags: [],
    tagDraft: '',
    description: '',
    licences: blankLicenceSet().map(toDraft),
  };
}

/** The edit form starts from the saved track; a kind it has no row for starts blank and off. */
export function trackFormFromMyTrack(track: TMyTrack): TTrackFormValues {
  const saved = new Map(track.licences.map((licence) => [licence.kind, licence]));
  return {
    title: track.title,
    genre: track.genre,
    bpm: String(track.bpm),
    musicalKey: track.musicalKey ?? '',
    mood: track.mood ?? '',
    tags: [...track.tags],
    tagDraft: '',
    description: track.description,
    licences: blankLicenceSet().map((blank) => toDraft(saved.get(blank.kind) ?? blank)),
  };
}

/** Blank is absent; anything else is a number, or NaN so the schema names what is wrong with it. */
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

function toLicenceInput(draft: TLicenceDraft) {
  const isLease = draft.kind === 'lease';
  return {
    kind: draft.kind,
    enabled: draft.enabled,
    priceNpr: draft.negotiable ? null : optionalNumber(draft.price),
    negotiable: draft.negotiable,
    terms: draft.terms,
    leaseDays: isLease ? optionalNumber(draft.leaseDays) : null,
    streamCap: isLease ? optionalNumber(draft.streamCap) : null,
    deliverables: draft.deliverables,
  };
}

/** What ZTrackUploadInput / ZTrackEditInput check, and what the server receives. */
export function toTrackInput(values: TTrackFormValues) {
  return {
    title: values.title,
    genre: values.genre === '' ? undefined : values.genre,
    bpm: values.bpm.trim() === '' ? undefined : Number(values.bpm.trim()),
    musicalKey: values.musicalKey === '' ? null : values.musicalKey,
    mood: values.mood === '' ? null : values.mood,
    tags: values.tags,
    description: values.description,
    licences: values.licences.map(toLicenceInput),
  };
}

export type TTrackInputDraft = ReturnType<typeof toTrackInput>;
