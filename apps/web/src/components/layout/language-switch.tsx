import { useLanguage, useT } from '../../lib/i18n/i18n';
import type { TLanguage } from '../../lib/i18n/language-store';
import { useDigitsChoice } from '../../lib/i18n/locale';

const OTHER: Record<TLanguage, TLanguage> = { en: 'ne', ne: 'en' };

/** One button that offers the other language, named in that language (a short code on phones). */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: TLanguage) => void }) {
  const t = useT();
  const [language, setLanguage] = useLanguage();
  const [digits, setDigits] = useDigitsChoice();
  const other = OTHER[language];
  const choose = () => {
    void setLanguage(other);
    onChosen?.(other);
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
