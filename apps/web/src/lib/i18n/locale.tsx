import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getDigits, setDigits, subscribeDigits } from './digits-store';
import { getLanguage, subscribeLanguage, type TLanguage } from './language-store';
import type { TDigits } from './numbers';

interface TLocale {
  language: TLanguage;
  digits: TDigits;
}

const LocaleContext = createContext<TLocale | null>(null);

/**
 * The page's language and digits, read from their stores once, at the root. Every component that
 * writes text reads them: one store subscription each (a state, a layout effect and two effects)
 * made the hundreds of them on a list page a large part of hydration and of its effects' task
 * (issue 10's TBT); a context costs each one no effect, and a change still renders them all.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  const digits = useSyncExternalStore(subscribeDigits, getDigits, getDigits);
  const locale = useMemo(() => ({ language, digits }), [language, digits]);
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** Outside the provider (a component rendered on its own), the stores' values as they are now. */
export function useLocale(): TLocale {
  return useContext(LocaleContext) ?? { language: getLanguage(), digits: getDigits() };
}

/** Latin digits unless the visitor chose Devanagari ones (only offered in Nepali). */
export function useDigitsChoice(): [TDigits, (digits: TDigits) => void] {
  return [useLocale().digits, setDigits];
}
