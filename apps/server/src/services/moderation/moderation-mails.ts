import type { Queryable } from '../../db/client';
import { enqueueMail } from '../../mail/enqueue-mail';
import { languageOfAddress } from '../../mail/mail-language';
import { renderMail } from '../../mail/render-mail';
import { MODERATION_MAIL_TEXTS } from './moderation-mail-texts';

interface TMailTo {
  to: string;
  publicUrl: string;
  reason: string;
  /** Makes the dedupe key: one mail per action. */
  actionId: string;
}

type TTexts = (typeof MODERATION_MAIL_TEXTS)['en'];

/** One moderation e-mail in the language of the account it goes to. */
async function send(
  q: Queryable,
  mail: TMailTo,
  dedupeKey: string,
  path: string,
  write: (texts: TTexts) => ReturnType<TTexts['strike']>,
): Promise<void> {
  const { label, ...text } = write(MODERATION_MAIL_TEXTS[await languageOfAddress(q, mail.to)]);
  await enqueueMail(
    q,
    renderMail({ to: mail.to, dedupeKey, ...text, action: { label, url: new URL(path, mail.publicUrl).toString() } }),
  );
}

export async function mailTrackHidden(q: Queryable, mail: TMailTo & { title: string }): Promise<void> {
  await send(q, mail, `track-hidden:${mail.actionId}`, '/contact', (texts) => texts.hidden(mail.title, mail.reason));
}

export async function mailTrackRestored(
  q: Queryable,
  mail: TMailTo & { title: string; trackId: string },
): Promise<void> {
  await send(q, mail, `track-restored:${mail.actionId}`, `/track/${mail.trackId}`, (texts) =>
    texts.restored(mail.title, mail.reason),
  );
}

export async function mailStrike(q: Queryable, mail: TMailTo): Promise<void> {
  await send(q, mail, `strike:${mail.actionId}`, '/strikes', (texts) => texts.strike(mail.reason));
}

export async function mailAppealDecided(q: Queryable, mail: TMailTo & { isWithdrawn: boolean }): Promise<void> {
  await send(q, mail, `appeal-decided:${mail.actionId}`, '/strikes', (texts) =>
    texts.appealDecided(mail.isWithdrawn, mail.reason),
  );
}
