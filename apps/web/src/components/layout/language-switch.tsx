import { useEffect } from 'react';
import { useSession } from '../../features/session/hooks/use-session';
import { apiFetch } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n/i18n';
import type { TLanguage } from '../../lib/i18n/language-store';
import { useDigitsChoice } from '../../lib/i18n/locale';

const OTHER: Record<TLanguage, TLanguage> = { en: 'ne', ne: 'en' };

const saveOnAccount = (language: TLanguage) => apiFetch('/api/me/language', { method: 'PUT', body: { language } }).catch(() => undefined);

/**
 * Signed in, the account's language wins (another device may have chosen it); an account that has
 * none yet takes the one this browser uses.
 */
function useAccountLanguage(language: TLanguage, setLanguage: (language: TLanguage) => Promise<void>) {
  const session = useSession().data;
  const accountLanguage = session?.user ? session.language : undefined;
  useEffect(() => {
    if (accountLanguage === null) void saveOnAccount(language);
    else if (accountLanguage && accountLanguage !== language) void setLanguage(accountLanguage);
    // Only a newly read account choice should act here; a switch saves itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountLanguage]);
  return session?.user != null;
}

/** One button that offers the other language, named in that language (a short code on phones). */
export function LanguageSwitch() {
  const t = useT();
  const [language, setLanguage] = useLanguage();
  const [digits, setDigits] = useDigitsChoice();
  const isSignedIn = useAccountLanguage(language, setLanguage);
  const other = OTHER[language];
  const choose = () => {
    void setLanguage(other);
    if (isSignedIn) void saveOnAccount(other);
  };
  return (
    <>
      <button
        type="button"
        onClick={choose}
        className="min-h-9 min-w-9 rounded-full px-2 text-sm font-medium text-zinc-300 hover:bg-zinc-800 hover:text-white sm:px-3"
      >
        <span className="sr-only">{t('language.change')} </span>
        <span lang={other}>
          <span aria-hidden="true" className="sm:hidden">
            {t(`language.codes.${other}`)}
          </span>
          <span className="sr-only sm:not-sr-only">{t(`language.names.${other}`)}</span>
        </span>
      </button>
      {language === 'ne' && (
        <button
          type="button"
          aria-pressed={digits === 'devanagari'}
          onClick={() => setDigits(digits === 'devanagari' ? 'latin' : 'devanagari')}
          className="min-h-9 min-w-9 rounded-full px-2 text-sm font-medium text-zinc-300 hover:bg-zinc-800 hover:text-white aria-pressed:text-white"
        >
          <span className="sr-only">{t('language.devanagariDigits')} </span>
          <span aria-hidden="true">१२३</span>
        </button>
      )}
    </>
  );
}
