import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { CONFIGURABLE_KINDS, type TConfigurableKind } from '@beatpasal/shared/notification-kinds';
import type { Database } from '../../db/client';
import { listEmailChoices } from '../../db/repositories/notification-preferences-repository';
import {
  findMailRecipients,
  listUnreadBetween,
  listUsersWithUnreadBetween,
  type TNotificationView,
} from '../../db/repositories/notifications-repository';
import type { JobHandler } from '../../jobs/job-queue';
import { enqueueMail } from '../../mail/enqueue-mail';
import { resolveEmailMode } from './email-modes';
import { digestMail, type TMailSite } from './notification-mails';
import { nepalDayWindow } from './notification-days';

/** People handled per transaction; a run that stops half way resumes where the outbox's keys say. */
const DIGEST_PEOPLE_PER_BATCH = 200;

const ZPayload = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export interface DailyDigestDeps extends TMailSite {
  database: Database;
  log: FastifyBaseLogger;
}

type TDigestView = TNotificationView & { kind: TConfigurableKind };

/**
 * Job `notifications.daily-digest` `{ day }` (a Nepal day), due the next morning: one mail per
 * person listing that day's notifications they take daily and have not read yet. The mail's key
 * is (person, day), so the job run twice, or resumed after a crash, sends each person one mail.
 */
export function createDailyDigestHandler(deps: DailyDigestDeps): JobHandler {
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ payload }, 'notifications.daily-digest job without a valid day; dropped');
      return;
    }
    const { day } = parsed.data;
    const window = { ...nepalDayWindow(day), kinds: CONFIGURABLE_KINDS };
    const { db } = deps.database;
    let after: string | null = null;
    for (;;) {
      const userIds = await listUsersWithUnreadBetween(db, window, after, DIGEST_PEOPLE_PER_BATCH);
      if (userIds.length === 0) return;
      await db.transaction(async (tx) => {
        const recipients = await findMailRecipients(tx, userIds);
        for (const userId of userIds) {
          const recipient = recipients.get(userId);
          if (!recipient) continue;
          const choices = await listEmailChoices(tx, userId);
          const views = (await listUnreadBetween(tx, userId, window)).filter(
            (view): view is TDigestView => resolveEmailMode(view.kind, choices.get(view.kind)) === 'daily',
          );
          if (views.length > 0) await enqueueMail(tx, digestMail(deps, { userId, ...recipient }, day, views));
        }
      });
      after = userIds.at(-1)!;
    }
  };
}
