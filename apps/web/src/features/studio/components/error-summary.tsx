import { useT } from '../../../lib/i18n/i18n';
import { summariseErrors, type TTrackFormErrors } from '../lib/validate-track-form';

/** Everything still wrong, each sentence once (the spec's 'All fields including audio are required.'), at the top of the form. */
export function ErrorSummary({ errors }: { errors: TTrackFormErrors }) {
  const t = useT();
  const messages = summariseErrors(errors);
  return (
    <div role="alert" className="empty:hidden">
      {messages.length > 0 && (
        <div className="rounded-xl border border-red-400/40 bg-red-950/40 p-4 text-sm text-red-200">
          <p className="font-semibold">{t('studio.form.errorSummary')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
