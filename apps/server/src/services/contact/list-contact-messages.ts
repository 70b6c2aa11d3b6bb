import {
  QUEUE_MESSAGES,
  QUEUE_PAGE_SIZE,
  type TContactPage,
  type TContactQueueQuery,
} from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../context';
import { listContactQueue } from '../../db/repositories/contact-messages-repository';
import { nextQueueCursor, parseQueueCursor } from '../admin/queue-cursor';

/** Screenshots are private: an administrator reads them through a link that expires. */
const SCREENSHOT_LINK_SECONDS = 3600;

/** GET /api/admin/contact: contact messages, open or handled, newest first, each screenshot through a signed link. */
export async function listContactMessages(ctx: AppContext, query: TContactQueueQuery): Promise<TContactPage> {
  const after = parseQueueCursor(query.cursor, QUEUE_MESSAGES.badCursor);
  const rows = await listContactQueue(ctx.database.db, {
    isHandled: query.state === 'handled',
    after,
    limit: QUEUE_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, QUEUE_PAGE_SIZE);
  const messages = await Promise.all(
    page.map(async (row) => ({
      id: row.id,
      name: row.name,
      username: row.username,
      phone: row.phone,
      category: row.category,
      message: row.message,
      accountEmail: row.accountEmail,
      screenshotUrl: row.screenshotKey
        ? await ctx.storage.signedUrl(row.screenshotKey, { expiresIn: SCREENSHOT_LINK_SECONDS })
        : null,
      isHandled: row.isHandled,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
    })),
  );
  return { messages, nextCursor: nextQueueCursor(rows.length > QUEUE_PAGE_SIZE, page.at(-1)) };
}
