import { z } from 'zod';
import { ZLicenceKind } from '../licences';
import { defineMessages } from '../message-keys';
import { ZWalletQr } from './profiles';
import { ZProofFields } from './purchases';

/** Co-producers and their shares (issue 35 part 5, decision 089): request and response shapes, and the server's messages. */

export const CO_PRODUCER_MESSAGES = defineMessages('coProducers', {
  sharesNot100: 'The shares, yours included, must add up to 100 %.',
  yourself: 'You are the track’s lead artist: your own share is the first line, not a co-producer.',
  duplicate: 'Each co-producer can be named once.',
  unknownArtist: 'There is no artist with this username on Beatpasal.',
  notArtist: 'Only artists can be co-producers: this username belongs to a buyer.',
  unavailable: 'This artist’s account is suspended, so they cannot be named as a co-producer.',
  tooMany: 'A track has at most 5 co-producers.',
  hasSales: 'This co-producer already has a share of a confirmed sale: they stay on the track with the same share.',
  alreadyAnswered: 'You have already answered this invitation.',
  invitationNotFound: 'This invitation was not found.',
  shareNotFound: 'This share was not found.',
  alreadySettled: 'This share is already settled.',
});

/** The most co-producers a track names besides its lead artist. */
export const MAX_CO_PRODUCERS = 5;

/** Whole percent, 1 to 100; the lead's own share may be 0 when they give it all away. */
const ZPercent = z.number().int().min(0).max(100);

export const ZCoProducerLine = z.object({
  username: z.string().trim().toLowerCase().min(1).max(64),
  sharePercent: ZPercent.min(1),
});

/**
 * The edit page sends the whole list with the lead's share. The sum of 100 and the duplicates are
 * the service's checks (`setCoProducersProblem`), after access: a stranger learns nothing from them.
 */
export const ZSetCoProducers = z.object({
  leadSharePercent: ZPercent,
  coProducers: z.array(ZCoProducerLine).max(MAX_CO_PRODUCERS, { error: CO_PRODUCER_MESSAGES.tooMany.key }),
});

/** What is wrong with a list as a whole, the form's check and the server's alike. */
export function setCoProducersProblem(input: z.infer<typeof ZSetCoProducers>) {
  const total = input.leadSharePercent + input.coProducers.reduce((sum, line) => sum + line.sharePercent, 0);
  if (total !== 100) return CO_PRODUCER_MESSAGES.sharesNot100;
  const names = new Set(input.coProducers.map((line) => line.username.trim().toLowerCase()));
  if (names.size !== input.coProducers.length) return CO_PRODUCER_MESSAGES.duplicate;
  return null;
}
export type TSetCoProducers = z.infer<typeof ZSetCoProducers>;

export const CO_PRODUCER_STATUSES = ['pending', 'accepted', 'declined', 'removed', 'dropped'] as const;
export type TCoProducerStatus = (typeof CO_PRODUCER_STATUSES)[number];
/** The statuses that hold a place on the track (and its share of 100). */
export const ACTIVE_CO_PRODUCER_STATUSES = ['pending', 'accepted'] as const;

const ZPerson = z.object({ username: z.string(), displayName: z.string() });

export const ZCoProducer = ZPerson.extend({
  id: z.string(),
  sharePercent: z.number(),
  status: z.enum(CO_PRODUCER_STATUSES),
  /** A share of a confirmed sale is owed to them: they can no longer be removed. */
  hasSales: z.boolean(),
});

/** The lead's edit list: only the co-producers still on the track (pending or accepted). */
export const ZTrackCoProducers = z.object({
  leadSharePercent: z.number(),
  coProducers: z.array(ZCoProducer),
});
export type TTrackCoProducers = z.infer<typeof ZTrackCoProducers>;

/** An invitation as its co-producer sees it. */
export const ZCoProduction = z.object({
  id: z.string(),
  trackId: z.string(),
  trackTitle: z.string(),
  lead: ZPerson,
  sharePercent: z.number(),
  status: z.enum(CO_PRODUCER_STATUSES),
  invitedAt: z.string(),
});
export type TCoProduction = z.infer<typeof ZCoProduction>;

export const ZCoProductionList = z.object({ coProductions: z.array(ZCoProduction) });

export const ZCoProductionIdParams = z.object({ id: z.uuid() });

/**
 * One share of one confirmed sale. The co-producer sees the sale's date, track, licence and
 * amount, never the buyer; `counterpart` is the other side (the co-producer for the lead).
 */
export const ZShare = z.object({
  id: z.string(),
  soldAt: z.string(),
  trackId: z.string(),
  trackTitle: z.string(),
  licenceKind: ZLicenceKind,
  /** The sale was undone through a dispute: the share is of what the lead kept after the refund. */
  isRevoked: z.boolean(),
  saleAmountPaisa: z.number(),
  sharePercent: z.number(),
  amountPaisa: z.number(),
  counterpart: ZPerson,
  settledAt: z.string().nullable(),
  transactionId: z.string().nullable(),
});
export type TShare = z.infer<typeof ZShare>;

/** Totals per co-producer (for the lead) or per lead (for a co-producer), in paisa. */
export const ZShareTotal = ZPerson.extend({ owedPaisa: z.number(), settledPaisa: z.number() });

export const ZShareList = z.object({ totals: z.array(ZShareTotal), shares: z.array(ZShare) });
export type TShareList = z.infer<typeof ZShareList>;

export const SHARE_ROLES = ['lead', 'coProducer'] as const;
export const ZShareQuery = z.object({ role: z.enum(SHARE_ROLES) });

/** What the lead needs to pay one share: its amount and the co-producer's wallets. */
export const ZShareDetail = ZShare.extend({ wallets: z.array(ZWalletQr) });
export type TShareDetail = z.infer<typeof ZShareDetail>;

/** The wallet's transaction id of the lead's payment; its format is the service's check (`ZShareTransactionId`), after access. */
export const ZSettleShare = z.object({ transactionId: z.string().max(100) });

/** Read as a buyer's proof id is read: spaces dropped, upper case, 4 to 40 letters, digits or dashes. */
export const ZShareTransactionId = ZProofFields.shape.transactionId;
