import { IMAGE_LABELS } from '@beatpasal/shared/schemas/account-api';
import type { FastifyBaseLogger } from 'fastify';
import type { TContactInput } from '@beatpasal/shared/schemas/contact';
import type { AppContext } from '../../context';
import { insertContactMessage } from '../../db/repositories/contact-messages-repository';
import { IMAGE_RECIPES } from '../../media/images/image-variants';
import { processImage, type ProcessedImage } from '../../media/images/process-image';
import { storeObjectsThenCommit } from '../../media/uploads/store-objects';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { SessionUser } from '../../auth/session-user';
import { contactMail } from './contact-mail';

/** Support reads mail later than an hour: the link lives as long as S3 allows a presigned URL. */
const SCREENSHOT_LINK_DAYS = 7;

export interface SendContactMessageInput {
  user: SessionUser | null;
  contact: TContactInput;
  screenshot?: Buffer;
  log: FastifyBaseLogger;
}

async function screenshotLink(ctx: AppContext, screenshot: ProcessedImage | undefined) {
  if (!screenshot) return null;
  const signed = await ctx.storage.signedUrl(screenshot.key, { expiresIn: SCREENSHOT_LINK_DAYS * 24 * 3600 });
  return { url: new URL(signed, ctx.env.PUBLIC_URL).toString(), validForDays: SCREENSHOT_LINK_DAYS };
}

/**
 * The contact form: the private screenshot is stored first, then the contact_messages row and the
 * support e-mail commit together, so support hears of every saved message and of no unsaved one.
 */
export async function sendContactMessage(ctx: AppContext, input: SendContactMessageInput): Promise<void> {
  const { contact, user } = input;
  const screenshot = input.screenshot
    ? await processImage(input.screenshot, IMAGE_RECIPES.contactScreenshot, IMAGE_LABELS.screenshot)
    : undefined;
  const link = await screenshotLink(ctx, screenshot);

  await storeObjectsThenCommit(ctx.storage, screenshot?.objects ?? [], input.log, () =>
    ctx.database.db.transaction(async (tx) => {
      const row = await insertContactMessage(tx, {
        ...contact,
        userId: user?.id ?? null,
        screenshotKey: screenshot?.key ?? null,
      });
      const mail = contactMail({
        to: ctx.env.SUPPORT_EMAIL,
        messageId: row.id,
        contact,
        accountEmail: user?.email ?? null,
        screenshot: link,
      });
      await enqueueMail(tx, mail);
    }),
  );
  ctx.worker.notify();
}
