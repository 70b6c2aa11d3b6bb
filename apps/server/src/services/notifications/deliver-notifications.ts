import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  findMailRecipients,
  findNotificationViews,
  type TNotificationView,
} from '../../db/repositories/notifications-repository';
import type { JobHandler } from '../../jobs/job-queue';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { EventBus } from '../../realtime/event-bus';
import { enqueuePushes } from '../push/enqueue-pushes';
import { emailModesOf } from './email-modes';
import { instantNotificationMail, type TMailSite } from './notification-mails';
import type { TInstantMailKind } from './notification-mail-texts';

/** Told to each person's open pages so the bell counts again; ids only, the page reads the count. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';
/** Each NOTIFY names its people; 150 ids stay well under PostgreSQL's 8000-byte payload. */
const EVENT_USERS_PER_NOTIFY = 150;
/** The kinds whose mail at once is written here; the others' flows send their own (decision 079). */
const MAILED_HERE = new Set<string>([
  'new_track',
  'offer_received',
  'co_producer_invited',
] satisfies TInstantMailKind[]);

const ZPayload = z.object({ ids: z.array(z.uuid()).min(1) });

export interface DeliverNotificationsDeps extends TMailSite {
  database: Database;
  events: Pick<EventBus, 'publish'>;
  log: FastifyBaseLogger;
}

type TMailedView = TNotificationView & { kind: TInstantMailKind };
const isMailedHere = (view: TNotificationView): view is TMailedView => MAILED_HERE.has(view.kind);

/**
 * Job `notifications.deliver` `{ ids }`: the live event to every person concerned, the mail of
 * each notification its person takes at once, and a push job per device of who takes it by push
 * (decision 083). Mails and pushes are keyed by the notification, so a retried job sends nothing twice.
 */
export function createDeliverNotificationsHandler(deps: DeliverNotificationsDeps): JobHandler {
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ payload }, 'notifications.deliver job without valid ids; dropped');
      return;
    }
    await deps.database.db.transaction(async (tx) => {
      const views = await findNotificationViews(tx, parsed.data.ids);
      const userIds = [...new Set(views.map((view) => view.userId))];
      for (let start = 0; start < userIds.length; start += EVENT_USERS_PER_NOTIFY) {
        const batch = userIds.slice(start, start + EVENT_USERS_PER_NOTIFY);
        await deps.events.publish(tx, { userIds: batch, type: NOTIFICATION_CREATED_EVENT, data: {} });
      }
      const mailed = views.filter(isMailedHere);
      const instant: TMailedView[] = [];
      for (const kind of new Set(mailed.map((view) => view.kind))) {
        const ofKind = mailed.filter((view) => view.kind === kind);
        const modes = await emailModesOf(tx, [...new Set(ofKind.map((view) => view.userId))], kind);
        instant.push(...ofKind.filter((view) => modes.get(view.userId) === 'instant' && view.readAt === null));
      }
      const recipients = await findMailRecipients(tx, [...new Set(instant.map((view) => view.userId))]);
      for (const view of instant) {
        const recipient = recipients.get(view.userId);
        if (!recipient) continue;
        await enqueueMail(tx, instantNotificationMail(deps, { userId: view.userId, ...recipient }, view));
      }
      await enqueuePushes(tx, views);
    });
  };
}
