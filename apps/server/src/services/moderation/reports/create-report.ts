import { IMAGE_LABELS } from '@beatpasal/shared/schemas/account-api';
import type { FastifyBaseLogger } from 'fastify';
import { REPORT_MESSAGES, type TCreateReport } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../../context';
import { findReportSubject, insertReport } from '../../../db/repositories/reports-repository';
import { AppError } from '../../../errors/app-error';
import { IMAGE_RECIPES } from '../../../media/images/image-variants';
import { processImage } from '../../../media/images/process-image';
import { storeObjectsThenCommit } from '../../../media/uploads/store-objects';
import { requireMember } from '../../catalogue/require-member';
import { conversationSnapshot } from './conversation-snapshot';

export interface CreateReportInput {
  userId: string;
  report: TCreateReport;
  evidence?: Buffer;
  log: FastifyBaseLogger;
}

/**
 * POST /api/reports: any signed-in member reports a track, an artist profile, or a conversation or
 * purchase they take part in. One report per reporter and target: sending it again changes nothing.
 * The evidence picture is checked by its bytes and re-encoded and kept private like a contact screenshot.
 */
export async function createReport(ctx: AppContext, input: CreateReportInput): Promise<void> {
  const { db } = ctx.database;
  const { report, userId } = input;
  await requireMember(db, userId);
  const subjectUserId = await findReportSubject(db, userId, report.targetType, report.targetId);
  if (!subjectUserId) throw new AppError('NOT_FOUND', { userMessage: REPORT_MESSAGES.notFound });
  if (subjectUserId === userId) throw new AppError('BAD_REQUEST', { userMessage: REPORT_MESSAGES.self });
  const evidence = input.evidence
    ? await processImage(input.evidence, IMAGE_RECIPES.contactScreenshot, IMAGE_LABELS.evidence)
    : undefined;
  const snapshot = report.targetType === 'conversation' ? await conversationSnapshot(db, report.targetId) : null;
  await storeObjectsThenCommit(ctx.storage, evidence?.objects ?? [], input.log, () =>
    insertReport(db, { ...report, reporterId: userId, subjectUserId, evidenceKey: evidence?.key ?? null, snapshot }),
  );
}
