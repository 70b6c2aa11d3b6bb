import { z } from 'zod';
import { multiLineText } from '../plain-text';
import { defineMessages } from '../message-keys';
import { DEFAULT_ERROR_MESSAGES } from '../api-error';

export const MODERATION_REASONS = ['copyright', 'offensive', 'scam', 'spam', 'other'] as const;
export type TModerationReason = (typeof MODERATION_REASONS)[number];
export const REPORT_TARGETS = ['track', 'profile', 'conversation', 'purchase'] as const;
export type TReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export const AUDIT_TARGETS = [
  'user',
  'track',
  'report',
  'strike',
  'purchase',
  'contact',
  'dispute',
  'takedown',
] as const;
export type TAuditTarget = (typeof AUDIT_TARGETS)[number];

export const MAX_ADMIN_REASON = 1000;
export const AUDIT_PAGE_SIZE = 50;

export const ADMIN_MESSAGES = defineMessages('admin', {
  reasonRequired: 'Give a reason: the person affected reads it in the e-mail.',
  reasonTooLong: `The reason can be at most ${MAX_ADMIN_REASON} characters.`,
  badCursor: 'This page of the log is out of date. Open the first page again.',
  noAccount: ({ email }: { email: string }) => `No account uses ${email}.`,
  noAccountToGrant: ({ email }: { email: string }) => `No account uses ${email}. The person signs up first.`,
  oneRolePerEmail: ({ email, role }: { email: string; role: string }) =>
    `${email} is a${role === 'artist' ? 'n' : ''} ${role} account. One e-mail is one role: an administrator signs up with an address of their own.`,
  trackAlreadyHidden: 'This track is already hidden.',
  trackNotHidden: 'This track is not hidden.',
  trackDeleted: 'The artist deleted this track; it cannot be restored.',
  trackHiddenWithAccount: 'This track is hidden because its artist is suspended. Restore the account instead.',
});

/** What an administrator writes for every action: shown to the person affected and kept in the log. */
export const ZAdminReason = z.object({
  reason: multiLineText({ error: ADMIN_MESSAGES.reasonRequired.key })
    .min(1, ADMIN_MESSAGES.reasonRequired.key)
    .max(MAX_ADMIN_REASON, ADMIN_MESSAGES.reasonTooLong.key),
});
export type TAdminReason = z.output<typeof ZAdminReason>;

export const ZAuditQuery = z.object({
  action: z.string().max(60).optional(),
  targetType: z.enum(AUDIT_TARGETS).optional(),
  targetId: z.string().max(100).optional(),
  actorId: z.string().max(100).optional(),
  /** The id of the last entry of the previous page: entries older than it follow. */
  before: z.coerce.number().int().positive().optional(),
});
export type TAuditQuery = z.output<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), nextBefore: z.number().nullable() });
export type TAuditPage = z.infer<typeof ZAuditPage>;

export const MAX_REPORT_TEXT = 2000;
export const REPORT_PAGE_SIZE = 30;

export const REPORT_MESSAGES = defineMessages('report', {
  target: 'Choose what you are reporting.',
  reason: 'Choose a reason: copyright, offensive, scam or fake payment, spam, or other.',
  tooLong: `Keep the details to ${MAX_REPORT_TEXT} characters.`,
  notFound: 'What you are reporting could not be found.',
  self: 'You cannot report yourself.',
  rateLimited: 'You have sent many reports in a short time. Please wait a while and try again.',
  thanks: 'Thank you. The administrators will look at your report.',
  appealTooLong: `Keep the appeal to ${MAX_REPORT_TEXT} characters.`,
  appealRequired: 'Write why the warning should be lifted.',
  alreadyAppealed: 'You have already appealed this warning. Each warning can be appealed once.',
  strikeNotFound: 'Warning not found.',
  reportNotFound: 'Report not found.',
  alreadyClosed: 'This report is already closed.',
});

/** The multipart fields of POST /api/reports (the evidence picture is the optional file `evidence`). */
export const ZCreateReport = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: REPORT_MESSAGES.target.key }),
  targetId: z
    .string({ error: REPORT_MESSAGES.target.key })
    .min(1, REPORT_MESSAGES.target.key)
    .max(100, REPORT_MESSAGES.notFound.key),
  reason: z.enum(MODERATION_REASONS, { error: REPORT_MESSAGES.reason.key }),
  details: multiLineText().max(MAX_REPORT_TEXT, REPORT_MESSAGES.tooLong.key).default(''),
});
export type TCreateReport = z.output<typeof ZCreateReport>;

export const ZReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  /** `createdAt|id` of the last report of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type TReportsQuery = z.output<typeof ZReportsQuery>;

export const ZQueuedReport = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  /** A track's title, an artist's username; null once the target is gone. */
  targetLabel: z.string().nullable(),
  isTargetHidden: z.boolean(),
  subjectUserId: z.string(),
  subjectEmail: z.string(),
  reporterEmail: z.string(),
  reason: z.enum(MODERATION_REASONS),
  details: z.string(),
  evidenceUrl: z.string().nullable(),
  /** A reported conversation's latest messages as they were when reported. */
  messages: z.array(z.object({ senderId: z.string(), body: z.string(), createdAt: z.string() })).nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TQueuedReport = z.infer<typeof ZQueuedReport>;
export const ZReportPage = z.object({ reports: z.array(ZQueuedReport), nextCursor: z.string().nullable() });
export type TReportPage = z.infer<typeof ZReportPage>;

export const ZIdParam = z.object({ id: z.uuid({ error: DEFAULT_ERROR_MESSAGES.NOT_FOUND.key }) });
export const ZUserIdParam = z.object({ userId: z.string().min(1).max(100) });

/** Body of every moderation action: the reason, and the report it answers when there is one. */
export const ZModerationAction = ZAdminReason.extend({ reportId: z.uuid().optional() });
export type TModerationAction = z.output<typeof ZModerationAction>;

export const ZStrike = z.object({
  id: z.string(),
  reason: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  appeal: z.string().nullable(),
  appealedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The administrators' answer to the appeal; a withdrawn warning no longer counts. */
  appealDecision: z.enum(['upheld', 'withdrawn']).nullable(),
  decisionNote: z.string().nullable(),
});
export type TStrike = z.infer<typeof ZStrike>;
export const ZStrikeList = z.object({ strikes: z.array(ZStrike) });
export type TStrikeList = z.infer<typeof ZStrikeList>;

export const ZAppealStrike = z.object({
  appeal: multiLineText({ error: REPORT_MESSAGES.appealRequired.key })
    .min(1, REPORT_MESSAGES.appealRequired.key)
    .max(MAX_REPORT_TEXT, REPORT_MESSAGES.appealTooLong.key),
});
export type TAppealStrike = z.output<typeof ZAppealStrike>;
