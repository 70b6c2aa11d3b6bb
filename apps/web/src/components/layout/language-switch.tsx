import { useLanguage, useT } from '../../lib/i18n/i18n';
import type { TLanguage } from '../../lib/i18n/language-store';

const OTHER: Record<TLanguage, TLanguage> = { en: 'ne', ne: 'en' };

/** One button that offers the other language, named in that language. */
export function LanguageSwitch() {
  const t = useT();
  const [language, setLanguage] = useLanguage();
  const other = OTHER[language];
  return (
    <button
      type="button"
      onClick={() => void setLanguage(other)}
      className="min-h-9 rounded-full px-3 text-sm font-medium text-zinc-300 hover:bg-zinc-800 hover:text-white"
    >
      <span className="sr-only">{t('language.change')} </span>
      <span lang={other}>{t(`language.names.${other}`)}</span>
    </button>
  );
}
