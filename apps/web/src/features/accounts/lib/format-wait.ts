import { t } from '../../../lib/i18n/language-store';

/** '45 s' or, from a minute and a half on, whole minutes rounded up ('60 min'). */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return t('accounts.wait.seconds', { count: whole });
  return t('accounts.wait.minutes', { count: Math.ceil(whole / 60) });
}
