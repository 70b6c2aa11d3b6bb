import type { TNotification } from '@beatpasal/shared/schemas/notifications';
import type { TTranslate } from '../../../lib/i18n/translate';

/** A notification's sentence in the page's language, from its kind and its subject's names. */
export function notificationText(t: TTranslate, item: TNotification): string {
  const vars = {
    track: item.trackTitle ?? t('notifications.unknownTrack'),
    person: item.personName ?? t('notifications.unknownPerson'),
  };
  return t(`notifications.kinds.${item.kind}`, vars);
}
