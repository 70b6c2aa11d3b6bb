import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import type { Queryable } from '../../../db/client';
import { enqueueMail } from '../../../mail/enqueue-mail';
import { languageOfAddress } from '../../../mail/mail-language';
import { renderMail } from '../../../mail/render-mail';
import { TAKEDOWN_MAIL_TEXTS } from './takedown-mail-texts';

const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();
const lines = (text: string) => text.split(/\n+/).filter((line) => line.trim() !== '');

/** To the artist, in their account's language: the notice as filed, and where to answer it. */
export async function mailTakedownFiled(
  q: Queryable,
  mail: {
    to: string;
    publicUrl: string;
    takedownId: string;
    title: string;
    claimantName: string;
    originalWork: string;
  },
): Promise<void> {
  const texts = TAKEDOWN_MAIL_TEXTS[await languageOfAddress(q, mail.to)];
  const { label, ...text } = texts.filed({
    title: mail.title,
    claimantName: mail.claimantName,
    originalWork: lines(mail.originalWork),
  });
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `takedown-filed:${mail.takedownId}`,
      ...text,
      action: { label, url: link(mail.publicUrl, '/strikes') },
    }),
  );
}

/**
 * To the artist (in their account's language) and to the claimant (in the language the notice was
 * filed in, since a claimant need not have an account): how it was decided, with the note.
 */
export async function mailTakedownDecided(
  q: Queryable,
  mail: {
    to: string;
    role: 'artist' | 'claimant';
    language?: TLanguage;
    publicUrl: string;
    takedownId: string;
    title: string;
    isRestored: boolean;
    note: string;
  },
): Promise<void> {
  const texts = TAKEDOWN_MAIL_TEXTS[mail.language ?? (await languageOfAddress(q, mail.to))];
  const { label, ...text } = texts.decided({ title: mail.title, isRestored: mail.isRestored, note: mail.note });
  const dedupeKey = `takedown-decided:${mail.takedownId}:${mail.role}`;
  await enqueueMail(
    q,
    renderMail({ to: mail.to, dedupeKey, ...text, action: { label, url: link(mail.publicUrl, '/contact') } }),
  );
}
