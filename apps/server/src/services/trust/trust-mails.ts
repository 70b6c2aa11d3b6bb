import type { TDisputeDecision } from '@beatpasal/shared/schemas/trust';
import type { Queryable } from '../../db/client';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderMail } from '../../mail/render-mail';

interface TMailTo {
  to: string;
  publicUrl: string;
  reason: string;
  /** Makes the dedupe key: one mail per action and person. */
  actionId: string;
}

const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();
const SUPPORT = (publicUrl: string) => ({ label: 'Contact Beatpasal', url: link(publicUrl, '/contact') });

export async function mailAccountSuspended(q: Queryable, mail: TMailTo): Promise<void> {
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `account-suspended:${mail.actionId}`,
      subject: 'Your Beatpasal account is suspended',
      heading: 'An administrator suspended your account',
      paragraphs: [
        `Reason: ${mail.reason}`,
        'You cannot log in while the account is suspended, your public pages say so, and your open purchases are frozen until an administrator looks at them.',
        'If you think this is a mistake, write to us through the Contact page.',
      ],
      action: SUPPORT(mail.publicUrl),
    }),
  );
}

export async function mailAccountRestored(q: Queryable, mail: TMailTo): Promise<void> {
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `account-restored:${mail.actionId}`,
      subject: 'Your Beatpasal account is restored',
      heading: 'An administrator restored your account',
      paragraphs: [`Note: ${mail.reason}`, 'You can log in again; your public pages and open purchases are back as they were.'],
      action: { label: 'Log in', url: link(mail.publicUrl, '/login') },
    }),
  );
}

export async function mailAccountRemoved(q: Queryable, mail: TMailTo): Promise<void> {
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `account-removed:${mail.actionId}`,
      subject: 'Your Beatpasal account was removed',
      heading: 'An administrator removed your account for good',
      paragraphs: [
        `Reason: ${mail.reason}`,
        'Violations of the rules may lead to permanent removal. You can no longer log in and your profile and tracks are hidden. Files of past purchases are kept in case of a dispute.',
      ],
      action: SUPPORT(mail.publicUrl),
    }),
  );
}

const DECISION_LINES: Record<TDisputeDecision, string> = {
  resolved_buyer: 'The administrators decided the dispute in favour of the buyer.',
  resolved_artist: 'The administrators decided the dispute in favour of the artist.',
  closed: 'The administrators closed the dispute.',
};

export async function mailDisputeDecided(
  q: Queryable,
  mail: TMailTo & { decision: TDisputeDecision; referenceCode: string; trackTitle: string; path: string },
): Promise<void> {
  await enqueueMail(
    q,
    renderMail({
      to: mail.to,
      dedupeKey: `dispute-decided:${mail.actionId}`,
      subject: `Dispute about order ${mail.referenceCode}: decided`,
      heading: 'Your dispute was decided',
      paragraphs: [`Order ${mail.referenceCode}, "${mail.trackTitle}".`, DECISION_LINES[mail.decision], `Note from the administrators: ${mail.reason}`],
      action: { label: 'View the purchase', url: link(mail.publicUrl, mail.path) },
    }),
  );
}
