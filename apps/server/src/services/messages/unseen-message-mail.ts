import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { findBlocks } from '../../db/repositories/chat-relations-repository';
import { lastReadOf, type TConversationRow, type TSide } from '../../db/repositories/conversations-repository';
import { findUnseenMessage, type TMessageRow } from '../../db/repositories/messages-repository';
import { findUserEmail } from '../../db/repositories/moderation-repository';
import { findProfileById } from '../../db/repositories/profiles-repository';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { JobHandler } from '../../jobs/job-queue';
import { enqueueMail } from '../../mail/enqueue-mail';
import { languageOfUser } from '../../mail/mail-language';
import { renderMail } from '../../mail/render-mail';

export const UNSEEN_MESSAGE_MAIL_JOB = 'message.unseen-mail';
/** A message still unseen this long after it was sent is e-mailed (DESIGN §2 "Chat conventions"). */
export const UNSEEN_MAIL_DELAY_MS = 15 * 60 * 1000;
const EXCERPT_LENGTH = 200;

const UNSEEN_MAIL_TEXTS = {
  en: (from: string, excerpt: string | null) => ({
    heading: `You have a new message from ${from}`,
    paragraphs: [
      excerpt === null ? `${from} sent you an offer.` : `${from} wrote: “${excerpt}”`,
      'Reply in your Beatpasal inbox. We e-mail you once per conversation until you read it.',
    ],
    label: 'Open the conversation',
  }),
  ne: (from: string, excerpt: string | null) => ({
    heading: `${from} ले तपाईंलाई नयाँ सन्देश पठाउनुभयो`,
    paragraphs: [
      excerpt === null ? `${from} ले तपाईंलाई प्रस्ताव पठाउनुभयो।` : `${from} ले लेख्नुभयो: “${excerpt}”`,
      'आफ्नो Beatpasal इनबक्समा जवाफ दिनुहोस्। तपाईंले नपढेसम्म हरेक कुराकानीका लागि एक पटक मात्र इमेल पठाउँछौँ।',
    ],
    label: 'कुराकानी खोल्नुहोस्',
  }),
};

const ZPayload = z.object({ messageId: z.uuid(), round: z.string().min(1).max(100) });

/**
 * One e-mail round per conversation and reader: it lasts until the reader next reads the
 * conversation (their last-read time is its name), so however many messages arrive unseen in
 * between, one job and at most one e-mail come of it.
 */
function roundKey(conversation: TConversationRow, receiverSide: TSide): string {
  const lastRead = lastReadOf(conversation, receiverSide);
  return `chat-unseen:${conversation.id}:${receiverSide}:${lastRead ? lastRead.getTime() : 0}`;
}

/** Called in the send's transaction, with the conversation locked: the first unseen message of a round schedules the check. */
export async function scheduleUnseenMessageMail(
  q: Queryable,
  conversation: TConversationRow,
  message: TMessageRow,
  receiverSide: TSide,
): Promise<void> {
  const round = roundKey(conversation, receiverSide);
  await enqueueJob(
    q,
    UNSEEN_MESSAGE_MAIL_JOB,
    { messageId: message.id, round },
    {
      dedupeKey: round,
      runAt: new Date(message.createdAt.getTime() + UNSEEN_MAIL_DELAY_MS),
    },
  );
}

function excerpt(body: string): string {
  return body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : body;
}

/**
 * Job `message.unseen-mail` `{ messageId, round }`, due 15 minutes after the round's first
 * message: "You have a new message from @x" when that message is still unseen (and still shown
 * to the reader, who has not blocked the sender). The outbox's dedupe key is the round's, so a
 * retried job never mails twice.
 */
export function createUnseenMessageMailHandler(deps: {
  database: Database;
  publicUrl: string;
  log: FastifyBaseLogger;
}): JobHandler {
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ payload }, 'message.unseen-mail job without a valid payload; dropped');
      return;
    }
    const { db } = deps.database;
    const message = await findUnseenMessage(db, parsed.data.messageId);
    if (!message) return;
    if ((await findBlocks(db, message.receiverId, message.senderId)).blockedByMe) return;
    const [sender, to, language] = await Promise.all([
      findProfileById(db, message.senderId),
      findUserEmail(db, message.receiverId),
      languageOfUser(db, message.receiverId),
    ]);
    if (!sender?.username || !to) return;
    const link = new URL(`/messages/${encodeURIComponent(sender.id)}`, deps.publicUrl).toString();
    const { label, ...text } = UNSEEN_MAIL_TEXTS[language](
      `@${sender.username}`,
      message.body.trim() ? excerpt(message.body) : null,
    );
    await enqueueMail(
      db,
      renderMail({ to, dedupeKey: parsed.data.round, subject: text.heading, ...text, action: { label, url: link } }),
    );
  };
}
