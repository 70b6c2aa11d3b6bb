import { z } from 'zod';
import { formatNpr, lowestPrice, type TPricedLicence } from './prices';
import { multiLineText } from './plain-text';
import {
  LICENCE_KINDS,
  MAX_LEASE_DAYS,
  MAX_LICENCE_TERMS,
  MAX_PRICE_NPR,
  MAX_STREAM_CAP,
  DELIVERABLES,
  type TDeliverable,
  type TLicenceKind,
} from './licence-kinds';
import { defineMessages, type TMessage } from './message-keys';

export * from './licence-kinds';

export const LICENCE_MESSAGES = defineMessages('licence', {
  kind: 'Choose a licence type.',
  price: `Enter a price in whole rupees between ${formatNpr(1)} and ${formatNpr(MAX_PRICE_NPR)}.`,
  priceOrNegotiable: 'Enter a price or mark the licence as negotiable.',
  negotiableWithPrice: 'A negotiable licence has no fixed price.',
  terms: `Licence terms can be at most ${MAX_LICENCE_TERMS} characters.`,
  leaseDays: `Lease duration must be a whole number of days between 1 and ${MAX_LEASE_DAYS}.`,
  leaseDaysNotLease: 'Only a lease has a duration in days.',
  streamCap: 'Stream cap must be a whole number above 0.',
  deliverables: 'Choose each file type at most once.',
  tooMany: `A track has at most ${LICENCE_KINDS.length} licences.`,
  duplicateKind: 'Each licence type can appear only once.',
  upload: 'Please add at least one license with a price.',
  edit: 'Please enable at least one license with a valid price.',
});

export const ZLicenceKind = z.enum(LICENCE_KINDS, { error: LICENCE_MESSAGES.kind.key });

const boundedInt = (max: number, message: string) => z.int(message).min(1, message).max(max, message);

export const ZLicenceInput = z
  .object({
    kind: ZLicenceKind,
    enabled: z.boolean(),
    priceNpr: boundedInt(MAX_PRICE_NPR, LICENCE_MESSAGES.price.key).nullable(),
    negotiable: z.boolean(),
    terms: multiLineText().max(MAX_LICENCE_TERMS, LICENCE_MESSAGES.terms.key),
    leaseDays: boundedInt(MAX_LEASE_DAYS, LICENCE_MESSAGES.leaseDays.key).nullable(),
    streamCap: boundedInt(MAX_STREAM_CAP, LICENCE_MESSAGES.streamCap.key).nullable(),
    deliverables: z
      .array(z.enum(DELIVERABLES))
      .refine((items) => new Set(items).size === items.length, LICENCE_MESSAGES.deliverables.key),
  })
  .superRefine((licence, ctx) => {
    if (licence.negotiable && licence.priceNpr !== null) {
      ctx.addIssue({ code: 'custom', path: ['priceNpr'], message: LICENCE_MESSAGES.negotiableWithPrice.key });
    }
    if (licence.enabled && !licence.negotiable && licence.priceNpr === null) {
      ctx.addIssue({ code: 'custom', path: ['priceNpr'], message: LICENCE_MESSAGES.priceOrNegotiable.key });
    }
    if (licence.kind !== 'lease' && licence.leaseDays !== null) {
      ctx.addIssue({ code: 'custom', path: ['leaseDays'], message: LICENCE_MESSAGES.leaseDaysNotLease.key });
    }
  });

export type TLicenceInput = z.infer<typeof ZLicenceInput>;

export const ZLicenceSet = z
  .array(ZLicenceInput)
  .max(LICENCE_KINDS.length, LICENCE_MESSAGES.tooMany.key)
  .refine((set) => new Set(set.map((licence) => licence.kind)).size === set.length, LICENCE_MESSAGES.duplicateKind.key);

function hasPricedLicence(licences: readonly TPricedLicence[]): boolean {
  return lowestPrice(licences) !== null;
}

export function validateLicencesForUpload(licences: readonly TPricedLicence[]): TMessage | null {
  return hasPricedLicence(licences) ? null : LICENCE_MESSAGES.upload;
}

export function validateLicencesForEdit(licences: readonly TPricedLicence[]): TMessage | null {
  return hasPricedLicence(licences) ? null : LICENCE_MESSAGES.edit;
}

export const ZUploadLicenceSet = ZLicenceSet.refine(hasPricedLicence, LICENCE_MESSAGES.upload.key);
export const ZEditLicenceSet = ZLicenceSet.refine(hasPricedLicence, LICENCE_MESSAGES.edit.key);

const STARTING_DELIVERABLES: Record<TLicenceKind, TDeliverable[]> = {
  lease: ['mp3'],
  non_exclusive: ['mp3', 'wav'],
  exclusive: ['mp3', 'wav', 'stems'],
  full_rights: ['mp3', 'wav', 'stems', 'trackout'],
};

/** The four licences as a new-track form starts them: all off; the lease shows the Licensing page's example cap. */
export function blankLicenceSet(): TLicenceInput[] {
  return LICENCE_KINDS.map((kind) => ({
    kind,
    enabled: false,
    priceNpr: null,
    negotiable: false,
    terms: '',
    leaseDays: kind === 'lease' ? 365 : null,
    streamCap: kind === 'lease' ? 5000 : null,
    deliverables: [...STARTING_DELIVERABLES[kind]],
  }));
}
