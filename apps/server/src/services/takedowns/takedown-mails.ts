import type { Queryable } from '../../db/client';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderMail } from '../../mail/render-mail';

const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();
const lines = (text: string) => text.split(/\n+/).filter((line) => line.trim() !== '');

/** To the artist: the notice as filed, and where to answer it. */
export async function mailTakedownFiled(
  q: Queryable,
  mail: { to: string; publicUrl: string; takedownId: string; title: string; claimantName: string; originalWork: string },
): Promise<void> {
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `takedown-filed:${mail.takedownId}`,
      subject: `A copyright notice about "${mail.title}"`,
      heading: 'Your track is hidden while a copyright notice is reviewed',
      paragraphs: [
        `${mail.claimantName} says "${mail.title}" copies their work:`,
        ...lines(mail.originalWork),
        'An administrator will restore the track or remove it. You may answer the notice once; the administrator reads your answer before deciding.',
      ],
      action: { label: 'Answer the notice', url: link(mail.publicUrl, '/strikes') },
    }),
  );
}

/** To the artist and to the claimant: how the notice was decided, with the administrator's note. */
export async function mailTakedownDecided(
  q: Queryable,
  mail: { to: string; role: 'artist' | 'claimant'; publicUrl: string; takedownId: string; title: string; isRestored: boolean; note: string },
): Promise<void> {
  const outcome = mail.isRestored ? `"${mail.title}" is public again.` : `"${mail.title}" stays hidden for good.`;
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `takedown-decided:${mail.takedownId}:${mail.role}`,
      subject: `The copyright notice about "${mail.title}" was decided`,
      heading: mail.isRestored ? 'The track was restored' : 'The track was removed',
      paragraphs: [outcome, `Note: ${mail.note}`],
      action: { label: 'Contact Beatpasal', url: link(mail.publicUrl, '/contact') },
    }),
  );
}
