import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';

/** The server's refusal in the page's language (or a generic line), announced where it happened. */
export function errorText(error: unknown, unexpected: string): string {
  return isApiError(error) ? error.message : unexpected;
}

export function ErrorLine({ error, className = '' }: { error: unknown; className?: string }) {
  const t = useT();
  return (
    <p role="alert" className={`text-sm text-red-300 ${className}`}>
      {errorText(error, t('errors.unexpected'))}
    </p>
  );
}
