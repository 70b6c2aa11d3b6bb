import { z } from 'zod';
import { multiLineText } from '../plain-text';

export const MODERATION_REASONS = ['copyright', 'offensive', 'scam', 'spam', 'other'] as const;
export type TModerationReason = (typeof MODERATION_REASONS)[number];
export const REPORT_TARGETS = ['track', 'profile', 'conversation', 'purchase'] as const;
export type TReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export const AUDIT_TARGETS = ['user', 'track', 'report', 'strike', 'purchase', 'contact'] as const;
export type TAuditTarget = (typeof AUDIT_TARGETS)[number];

export const MAX_ADMIN_REASON = 1000;
export const AUDIT_PAGE_SIZE = 50;

export const ADMIN_MESSAGES = {
  reasonRequired: 'Give a reason: the person affected reads it in the e-mail.',
  reasonTooLong: `The reason can be at most ${MAX_ADMIN_REASON} characters.`,
  badCursor: 'This page of the log is out of date. Open the first page again.',
  trackAlreadyHidden: 'This track is already hidden.',
  trackNotHidden: 'This track is not hidden.',
  trackDeleted: 'The artist deleted this track; it cannot be restored.',
} as const;

/** What an administrator writes for every action: shown to the person affected and kept in the log. */
export const ZAdminReason = z.object({
  reason: multiLineText({ error: ADMIN_MESSAGES.reasonRequired })
    .min(1, ADMIN_MESSAGES.reasonRequired)
    .max(MAX_ADMIN_REASON, ADMIN_MESSAGES.reasonTooLong),
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
