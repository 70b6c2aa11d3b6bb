import { z } from 'zod';
import { defineMessages } from '../message-keys';
import { multiLineText, singleLineText } from '../plain-text';
import { PURCHASE_STATUSES } from '../purchase-states';
import { ZAdminReason } from './admin';
import { CONTACT_CATEGORIES } from './contact';

/** Copyright takedown notices (/dispute), the contact and appeals queues, and the admin overview. */

export const MAX_TAKEDOWN_TEXT = 3000;
export const QUEUE_PAGE_SIZE = 30;

export const TAKEDOWN_MESSAGES = defineMessages('takedown', {
  required: 'Please fill in all required fields.',
  email: 'Enter an e-mail address we can reach you at.',
  tooLong: `Keep this to ${MAX_TAKEDOWN_TEXT} characters.`,
  trackLink: 'Paste the link of the track on Beatpasal, for example https://beatpasal.com/track/….',
  trackNotFound: 'No track on Beatpasal has this link.',
  goodFaith: 'Confirm the statement of good faith.',
  signature: 'Sign with your full name.',
  received: 'Your notice was received. The track is hidden while an administrator reviews it.',
  alreadyPending: 'A notice about this track is already being reviewed. The track stays hidden until it is decided.',
  rateLimited: 'You have sent many notices in a short time. Please wait a while and try again.',
  notFound: 'Notice not found.',
  answerRequired: 'Write your answer to the notice.',
  alreadyAnswered: 'You have already answered this notice.',
  decided: 'This notice has already been decided.',
  answerSent: 'Your answer was sent to the administrators.',
});

export const QUEUE_MESSAGES = defineMessages('queue', {
  contactNotFound: 'Message not found.',
  contactHandled: 'This message is already marked handled.',
  appealNotFound: 'Appeal not found.',
  appealDecided: 'This appeal has already been decided.',
  badCursor: 'This page is out of date. Open the first page again.',
  appealDecision: 'Uphold or withdraw the warning.',
});

export const TAKEDOWN_STATUSES = ['pending', 'restored', 'removed'] as const;
export type TTakedownStatus = (typeof TAKEDOWN_STATUSES)[number];

const required = (max: number) =>
  singleLineText({ error: TAKEDOWN_MESSAGES.required.key })
    .min(1, { error: TAKEDOWN_MESSAGES.required.key, abort: true })
    .max(max, TAKEDOWN_MESSAGES.tooLong.key);
const requiredLong = (message: string = TAKEDOWN_MESSAGES.required.key) =>
  multiLineText({ error: message })
    .min(1, { error: message, abort: true })
    .max(MAX_TAKEDOWN_TEXT, TAKEDOWN_MESSAGES.tooLong.key);

/** POST /api/takedowns (JSON); the track link must name a track on this site. */
export const ZCreateTakedown = z.object({
  claimantName: required(120),
  contactEmail: z.email({ error: TAKEDOWN_MESSAGES.email.key }).max(200, TAKEDOWN_MESSAGES.email.key),
  originalWork: requiredLong(),
  trackUrl: required(500),
  goodFaith: z.literal(true, { error: TAKEDOWN_MESSAGES.goodFaith.key }),
  signature: singleLineText({ error: TAKEDOWN_MESSAGES.signature.key })
    .min(2, { error: TAKEDOWN_MESSAGES.signature.key, abort: true })
    .max(120, TAKEDOWN_MESSAGES.tooLong.key),
});
export type TCreateTakedown = z.output<typeof ZCreateTakedown>;

/** The artist's counter-statement, once. */
export const ZAnswerTakedown = z.object({ counterStatement: requiredLong(TAKEDOWN_MESSAGES.answerRequired.key) });
export type TAnswerTakedown = z.output<typeof ZAnswerTakedown>;

export const ZOwnTakedown = z.object({
  id: z.string(),
  trackId: z.string(),
  trackTitle: z.string(),
  claimantName: z.string(),
  originalWork: z.string(),
  status: z.enum(TAKEDOWN_STATUSES),
  counterStatement: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TOwnTakedown = z.infer<typeof ZOwnTakedown>;
export const ZOwnTakedownList = z.object({ takedowns: z.array(ZOwnTakedown) });
export type TOwnTakedownList = z.infer<typeof ZOwnTakedownList>;

export const ZQueuedTakedown = ZOwnTakedown.extend({
  contactEmail: z.string(),
  trackUrl: z.string(),
  signature: z.string(),
  artistEmail: z.string(),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TQueuedTakedown = z.infer<typeof ZQueuedTakedown>;

/** Queues page newest first by `createdAt|id` of the last row of the previous page. */
const cursor = z.string().max(200).optional();

export const ZTakedownQueueQuery = z.object({ status: z.enum(TAKEDOWN_STATUSES).default('pending'), cursor });
export type TTakedownQueueQuery = z.output<typeof ZTakedownQueueQuery>;
export const ZTakedownPage = z.object({ takedowns: z.array(ZQueuedTakedown), nextCursor: z.string().nullable() });
export type TTakedownPage = z.infer<typeof ZTakedownPage>;

export const CONTACT_QUEUE_STATES = ['open', 'handled'] as const;
export const ZContactQueueQuery = z.object({ state: z.enum(CONTACT_QUEUE_STATES).default('open'), cursor });
export type TContactQueueQuery = z.output<typeof ZContactQueueQuery>;
export const ZQueuedContact = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  phone: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  message: z.string(),
  accountEmail: z.string().nullable(),
  screenshotUrl: z.string().nullable(),
  isHandled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TQueuedContact = z.infer<typeof ZQueuedContact>;
export const ZContactPage = z.object({ messages: z.array(ZQueuedContact), nextCursor: z.string().nullable() });
export type TContactPage = z.infer<typeof ZContactPage>;

export const APPEAL_DECISIONS = ['upheld', 'withdrawn'] as const;
export type TAppealDecision = (typeof APPEAL_DECISIONS)[number];
export const APPEAL_QUEUE_STATES = ['pending', 'decided'] as const;
export const ZAppealQueueQuery = z.object({ state: z.enum(APPEAL_QUEUE_STATES).default('pending'), cursor });
export type TAppealQueueQuery = z.output<typeof ZAppealQueueQuery>;
export const ZQueuedAppeal = z.object({
  strikeId: z.string(),
  userId: z.string(),
  email: z.string(),
  reason: z.string(),
  appeal: z.string(),
  appealedAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  activeStrikes: z.number(),
  decision: z.enum(APPEAL_DECISIONS).nullable(),
  decisionNote: z.string().nullable(),
});
export type TQueuedAppeal = z.infer<typeof ZQueuedAppeal>;
export const ZAppealPage = z.object({ appeals: z.array(ZQueuedAppeal), nextCursor: z.string().nullable() });
export type TAppealPage = z.infer<typeof ZAppealPage>;

export const ZAppealDecision = ZAdminReason.extend({
  decision: z.enum(APPEAL_DECISIONS, { error: QUEUE_MESSAGES.appealDecision.key }),
});
export type TAppealDecisionInput = z.output<typeof ZAppealDecision>;

export const OVERVIEW_WEEKS = 12;
export const ZAdminOverview = z.object({
  counts: z.object({
    users: z.number(),
    tracks: z.number(),
    openReports: z.number(),
    pendingTakedowns: z.number(),
    pendingAppeals: z.number(),
    openContact: z.number(),
    openDisputes: z.number(),
    overdueRefunds: z.number(),
  }),
  /** Monday of each of the last OVERVIEW_WEEKS weeks (UTC), oldest first, empty weeks included. */
  weeks: z.array(z.object({ week: z.string(), newUsers: z.number(), newTracks: z.number(), salesNpr: z.number() })),
  purchasesByState: z.array(z.object({ status: z.enum(PURCHASE_STATUSES), count: z.number() })),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;
