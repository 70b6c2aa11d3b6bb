import { useEffect } from 'react';
import { useLanguage } from '../../../lib/i18n/i18n';
import type { TSession } from '../../../lib/session';
import { saveLanguageOnAccount } from '../api/save-language';

/**
 * Signed in, the account's language wins (another device may have chosen it); an account that has
 * none yet takes the one this browser uses.
 */
export function useAccountLanguage(session: TSession | undefined): void {
  const [language, setLanguage] = useLanguage();
  const accountLanguage = session?.user ? session.language : undefined;
  useEffect(() => {
    if (accountLanguage === null) void saveLanguageOnAccount(language);
    else if (accountLanguage && accountLanguage !== language) void setLanguage(accountLanguage);
    // Only a newly read account choice should act here; a switch saves itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountLanguage]);
}
