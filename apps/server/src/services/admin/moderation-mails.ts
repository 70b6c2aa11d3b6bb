import type { Queryable } from '../../db/client';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderMail } from '../../mail/render-mail';

interface TMailTo {
  to: string;
  publicUrl: string;
  reason: string;
  /** Makes the dedupe key: one mail per action. */
  actionId: string;
}

const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();
const SUPPORT_LINE = 'If you think this is a mistake, reply through the Contact page.';

export async function mailTrackHidden(q: Queryable, mail: TMailTo & { title: string }): Promise<void> {
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `track-hidden:${mail.actionId}`,
      subject: `Your track "${mail.title}" was hidden`,
      heading: 'An administrator hid your track',
      paragraphs: [`"${mail.title}" no longer appears on Beatpasal.`, `Reason: ${mail.reason}`, SUPPORT_LINE],
      action: { label: 'Contact Beatpasal', url: link(mail.publicUrl, '/contact') },
    }),
  );
}

export async function mailTrackRestored(q: Queryable, mail: TMailTo & { title: string; trackId: string }): Promise<void> {
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `track-restored:${mail.actionId}`,
      subject: `Your track "${mail.title}" is back`,
      heading: 'An administrator restored your track',
      paragraphs: [`"${mail.title}" appears on Beatpasal again.`, `Note: ${mail.reason}`],
      action: { label: 'View the track', url: link(mail.publicUrl, `/track/${mail.trackId}`) },
    }),
  );
}

export async function mailStrike(q: Queryable, mail: TMailTo): Promise<void> {
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `strike:${mail.actionId}`,
      subject: 'A warning on your Beatpasal account',
      heading: 'You received a warning',
      paragraphs: [
        `Reason: ${mail.reason}`,
        'Violations of the rules may lead to further warnings or permanent removal. You may appeal this warning once.',
      ],
      action: { label: 'Read and appeal your warnings', url: link(mail.publicUrl, '/strikes') },
    }),
  );
}

export async function mailAppealDecided(q: Queryable, mail: TMailTo & { isWithdrawn: boolean }): Promise<void> {
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `appeal-decided:${mail.actionId}`,
      subject: mail.isWithdrawn ? 'Your appeal was accepted' : 'Your appeal was not accepted',
      heading: mail.isWithdrawn ? 'The warning was withdrawn' : 'The warning stays',
      paragraphs: [
        mail.isWithdrawn ? 'An administrator read your appeal and withdrew the warning. It no longer counts.' : 'An administrator read your appeal and kept the warning.',
        `Note: ${mail.reason}`,
      ],
      action: { label: 'Read your warnings', url: link(mail.publicUrl, '/strikes') },
    }),
  );
}
