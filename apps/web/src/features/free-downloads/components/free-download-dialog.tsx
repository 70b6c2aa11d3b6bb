import type { TFreeDownloadAnswer } from '@beatpasal/shared/schemas/free-downloads';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { Field } from '../../../components/ui/form/field';
import { useModalDialog } from '../../../components/layout/use-modal-dialog';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useViewer } from '../../../lib/session';
import { requestFreeDownload } from '../api/free-downloads-api';
import { DownloadLinks } from './download-links';

interface TFreeDownloadDialogProps {
  trackId: string;
  title: string;
  artist: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** What came back: the files at once (signed in) or the news that the link is in the inbox. */
function AnswerDialog({
  answer,
  onClose,
  returnFocusTo,
}: { answer: TFreeDownloadAnswer } & Omit<TFreeDownloadDialogProps, 'trackId' | 'title' | 'artist'>) {
  const t = useT();
  const dialog = useModalDialog(true, onClose, returnFocusTo);
  const titleId = useId();
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-zinc-900 p-0 text-zinc-100 ring-1 ring-zinc-700 backdrop:bg-black/70"
    >
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-bold text-white">
          {answer.status === 'sent' ? t('freeDownloads.dialog.sentTitle') : t('freeDownloads.files.title')}
        </h2>
        {answer.status === 'sent' ? (
          <p className="text-sm text-zinc-300">{t('freeDownloads.dialog.sent', { email: answer.email })}</p>
        ) : (
          <DownloadLinks download={answer.download} />
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {t('freeDownloads.dialog.close')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

/** The free download's form: an e-mail address for a visitor, and "Follow this artist". */
export function FreeDownloadDialog({ trackId, title, artist, onClose, returnFocusTo }: TFreeDownloadDialogProps) {
  const t = useT();
  const { isSignedIn } = useViewer();
  const [email, setEmail] = useState('');
  const [follow, setFollow] = useState(false);
  const followHintId = useId();
  const mutation = useMutation({
    mutationFn: () => requestFreeDownload(trackId, { ...(isSignedIn ? {} : { email }), follow }),
  });
  if (mutation.data) return <AnswerDialog answer={mutation.data} onClose={onClose} returnFocusTo={returnFocusTo} />;
  const error = mutation.error
    ? isApiError(mutation.error)
      ? mutation.error.message
      : t('errors.unexpected')
    : undefined;
  const intro = t('freeDownloads.dialog.intro', { artist });
  return (
    <FormDialog
      title={t('freeDownloads.dialog.title', { title })}
      intro={isSignedIn ? intro : `${intro} ${t('freeDownloads.dialog.introVisitor')}`}
      error={error}
      isBusy={mutation.isPending}
      cancelLabel={t('freeDownloads.dialog.cancel')}
      submitLabel={isSignedIn ? t('freeDownloads.dialog.submit') : t('freeDownloads.dialog.submitVisitor')}
      onSubmit={() => mutation.mutate()}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {!isSignedIn && (
        <Field label={t('freeDownloads.dialog.email')}>
          {(control) => (
            <input
              {...control}
              data-autofocus
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              className={DIALOG_INPUT_CLASS}
            />
          )}
        </Field>
      )}
      <div>
        <label className="flex min-h-9 items-start gap-3 text-sm font-semibold text-white">
          <input
            type="checkbox"
            checked={follow}
            aria-describedby={followHintId}
            onChange={(event) => setFollow(event.currentTarget.checked)}
            className="mt-0.5 size-5 accent-brand-500"
          />
          {t('freeDownloads.dialog.follow')}
        </label>
        <p id={followHintId} className="mt-1 pl-8 text-xs text-zinc-400">
          {t('freeDownloads.dialog.followHint')}
        </p>
      </div>
    </FormDialog>
  );
}
