import type { TDisputeDecision } from '@beatpasal/shared/schemas/trust';
import type { Queryable } from '../../db/client';
import { enqueueMail } from '../../mail/enqueue-mail';
import { languageOfAddress } from '../../mail/mail-language';
import { renderMail } from '../../mail/render-mail';
import { DISPUTE_AND_ACCOUNT_MAIL_TEXTS } from './dispute-and-account-mail-texts';

interface TMailTo {
  to: string;
  publicUrl: string;
  reason: string;
  /** Makes the dedupe key: one mail per action and person. */
  actionId: string;
}

type TTexts = (typeof DISPUTE_AND_ACCOUNT_MAIL_TEXTS)['en'];

/** One e-mail in the language of the account it goes to. */
async function send(
  q: Queryable,
  mail: TMailTo,
  dedupeKey: string,
  path: string,
  write: (texts: TTexts) => ReturnType<TTexts['suspended']>,
): Promise<void> {
  const { label, ...text } = write(DISPUTE_AND_ACCOUNT_MAIL_TEXTS[await languageOfAddress(q, mail.to)]);
  await enqueueMail(
    q,
    renderMail({ to: mail.to, dedupeKey, ...text, action: { label, url: new URL(path, mail.publicUrl).toString() } }),
  );
}

export async function mailAccountSuspended(q: Queryable, mail: TMailTo): Promise<void> {
  await send(q, mail, `account-suspended:${mail.actionId}`, '/contact', (texts) => texts.suspended(mail.reason));
}

export async function mailAccountRestored(q: Queryable, mail: TMailTo): Promise<void> {
  await send(q, mail, `account-restored:${mail.actionId}`, '/login', (texts) => texts.restored(mail.reason));
}

export async function mailAccountRemoved(q: Queryable, mail: TMailTo): Promise<void> {
  await send(q, mail, `account-removed:${mail.actionId}`, '/contact', (texts) => texts.removed(mail.reason));
}

export async function mailDisputeDecided(
  q: Queryable,
  mail: TMailTo & { decision: TDisputeDecision; referenceCode: string; trackTitle: string; path: string },
): Promise<void> {
  await send(q, mail, `dispute-decided:${mail.actionId}`, mail.path, (texts) =>
    texts.disputeDecided({
      decision: mail.decision,
      referenceCode: mail.referenceCode,
      trackTitle: mail.trackTitle,
      note: mail.reason,
    }),
  );
}
