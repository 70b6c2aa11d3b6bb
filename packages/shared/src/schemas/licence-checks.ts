import { z } from 'zod';
import { DELIVERABLES, ZLicenceKind } from '../licences';
import { defineMessages } from '../message-keys';

/** GET /api/licences/:code: what anyone may read about a licence (decision 067). Nothing private. */

export const LICENCE_CHECK_MESSAGES = defineMessages('licenceCheck', {
  notFound: 'No licence has this code. Check the code printed on the agreement.',
  rateLimited: 'Too many licence checks from this network. Please wait a few minutes and try again.',
});

export const LICENCE_STATUSES = ['valid', 'expired', 'revoked'] as const;
export type TLicenceStatus = (typeof LICENCE_STATUSES)[number];

/** Any text reaches the service, which answers 404 for what is not a code (never 400 or 500). */
export const ZLicenceCodeParam = z.object({ code: z.string() });

/** A calendar day in Nepal, in both calendars: ad '2025-11-25', bs '2082-08-09' (null outside the converter's years). */
export const ZNepalDay = z.object({ ad: z.string(), bs: z.string().nullable() });
export type TNepalDay = z.infer<typeof ZNepalDay>;

export const ZLicenceCheck = z.object({
  code: z.string(),
  status: z.enum(LICENCE_STATUSES),
  track: z.object({ title: z.string() }),
  artist: z.object({ username: z.string(), displayName: z.string().nullable() }),
  /** The buyer's full name as on the agreement, else their username: never contact details. */
  buyer: z.object({ displayName: z.string() }),
  licence: z.object({
    kind: ZLicenceKind,
    terms: z.string().nullable(),
    streamCap: z.number().nullable(),
    leaseDays: z.number().nullable(),
    deliverables: z.array(z.enum(DELIVERABLES)),
  }),
  issuedAt: z.string(),
  issuedOn: ZNepalDay,
  /** The end of a lease (issued + lease days); null for a perpetual licence. */
  expiresAt: z.string().nullable(),
  expiresOn: ZNepalDay.nullable(),
  revokedAt: z.string().nullable(),
  revokedOn: ZNepalDay.nullable(),
});
export type TLicenceCheck = z.infer<typeof ZLicenceCheck>;
