import {
  DIGEST_UNSUBSCRIBE_KIND,
  notificationPath,
  type TConfigurableKind,
} from '@beatpasal/shared/notification-kinds';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import type { TNotificationView } from '../../db/repositories/notifications-repository';
import type { OutgoingMail } from '../../mail/enqueue-mail';
import { renderMail } from '../../mail/render-mail';
import { NOTIFICATION_MAIL_TEXTS, type TInstantMailKind } from './notification-mail-texts';
import { unsubscribeLinks } from './unsubscribe-link';

export interface TMailSite {
  publicUrl: string;
  secret: string;
}

export interface TRecipient {
  userId: string;
  email: string;
  language: TLanguage;
}

/** The footer every notification mail carries: the signed link that stops it and the settings page. */
function withUnsubscribe(
  site: TMailSite,
  recipient: TRecipient,
  kind: string,
  content: Omit<Parameters<typeof renderMail>[0], 'footnote'>,
): OutgoingMail {
  const texts = NOTIFICATION_MAIL_TEXTS[recipient.language];
  const links = unsubscribeLinks(site.publicUrl, site.secret, { userId: recipient.userId, kind });
  const settings = new URL('/settings/notifications', site.publicUrl).toString();
  const stop = kind === DIGEST_UNSUBSCRIBE_KIND ? texts.digestUnsubscribe(links.page) : texts.unsubscribe(links.page);
  const rendered = renderMail({ ...content, footnote: `${stop}\n${texts.settings(settings)}` });
  return { ...rendered, links: [...rendered.links, links.page, settings], headers: links.headers };
}

function subjectOf(view: TNotificationView, language: TLanguage) {
  const texts = NOTIFICATION_MAIL_TEXTS[language];
  return { track: view.trackTitle ?? texts.unknownTrack, person: view.personName ?? texts.unknownPerson };
}

/** The mail of one notification sent at once (the kinds whose own flow sends none). */
export function instantNotificationMail(
  site: TMailSite,
  recipient: TRecipient,
  view: TNotificationView & { kind: TInstantMailKind },
): OutgoingMail {
  const { label, ...text } = NOTIFICATION_MAIL_TEXTS[recipient.language].instant[view.kind](
    subjectOf(view, recipient.language),
  );
  const url = new URL(notificationPath(view.kind, view.data), site.publicUrl).toString();
  return withUnsubscribe(site, recipient, view.kind, {
    to: recipient.email,
    dedupeKey: `notification:${view.id}`,
    ...text,
    action: { label, url },
  });
}

/** Most lines a digest lists; the rest are counted and wait on the notifications page. */
export const DIGEST_MAX_LINES = 20;

/** One mail for a person's day: a line per unread notification that they take daily. */
export function digestMail(
  site: TMailSite,
  recipient: TRecipient,
  day: string,
  views: readonly (TNotificationView & { kind: TConfigurableKind })[],
): OutgoingMail {
  const texts = NOTIFICATION_MAIL_TEXTS[recipient.language];
  const { intro, label, ...heading } = texts.digest(views.length);
  const lines = views
    .slice(0, DIGEST_MAX_LINES)
    .map((view) => `• ${texts.line[view.kind](subjectOf(view, recipient.language))}`);
  const more = views.length > DIGEST_MAX_LINES ? [texts.more(views.length - DIGEST_MAX_LINES)] : [];
  return withUnsubscribe(site, recipient, DIGEST_UNSUBSCRIBE_KIND, {
    to: recipient.email,
    dedupeKey: `notifications-digest:${recipient.userId}:${day}`,
    ...heading,
    paragraphs: [intro, ...lines, ...more],
    action: { label, url: new URL('/notifications', site.publicUrl).toString() },
  });
}
