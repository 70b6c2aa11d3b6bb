import { apiFetch } from '../../../lib/api-client';
import type { TLanguage } from '../../../lib/i18n/language-store';

/** PUT /api/me/language, which the person's other browsers follow. A failure is not shown: the choice still applies here. */
export function saveLanguageOnAccount(language: TLanguage): Promise<unknown> {
  return apiFetch('/api/me/language', { method: 'PUT', body: { language } }).catch(() => undefined);
}
