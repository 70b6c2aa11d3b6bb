import { useLanguage, useT } from '../../lib/i18n/i18n';
import type { TLanguage } from '../../lib/i18n/language-store';

const OTHER: Record<TLanguage, TLanguage> = { en: 'ne', ne: 'en' };

/** One button that offers the other language, named in that language (a short code on phones). */
export function LanguageSwitch() {
  const t = useT();
  const [language, setLanguage] = useLanguage();
  const other = OTHER[language];
  return (
    <button
      type="button"
      onClick={() => void setLanguage(other)}
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
  );
}
