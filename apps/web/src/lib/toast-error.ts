import { toast } from './toast';
import { isAbortError, isApiError } from './api-error';
import { t } from './i18n/language-store';

/**
 * Shows the error's user-safe message in an error toast. The message is the toast id,
 * so ten queries failing offline show one toast, not ten. A cancelled request shows nothing.
 */
export function toastError(error: unknown): string | undefined {
  if (isAbortError(error)) return undefined;
  const message = isApiError(error) ? error.message : t('errors.unexpected');
  return toast.error(message, { id: message });
}
