import { CONTACT_QUEUE_STATES, type TQueuedContact } from '@beatpasal/shared/schemas/admin-queues';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form/field-error';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useAdminDecision, useContactQueue } from '../api/queues-api';
import { QueueView } from './queue-view';

function ContactCard({ message }: { message: TQueuedContact }) {
  const t = useT();
  const dates = useDates();
  const errorId = useId();
  const handle = useAdminDecision();
  const error = handle.error ? (isApiError(handle.error) ? handle.error.message : t('errors.unexpected')) : undefined;
  return (
    <li className="rounded-2xl border border-zinc-800 p-4">
      <p className="text-sm text-zinc-400">
        {dates.dateTime(message.createdAt)} · {t(`admin.contact.categories.${message.category}`)}
      </p>
      <h2 className="mt-1 text-lg font-semibold text-white">
        {t('admin.contact.from', { name: message.name, username: message.username, phone: message.phone })}
      </h2>
      {message.accountEmail && (
        <p className="text-sm text-zinc-400">{t('admin.contact.account', { email: message.accountEmail })}</p>
      )}
      <p className="mt-2 whitespace-pre-line text-zinc-200">{message.message}</p>
      {message.screenshotUrl && (
        <a
          href={message.screenshotUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-block text-sm text-brand-300 underline"
        >
          {t('admin.contact.screenshot')}
        </a>
      )}
      {!message.isHandled && (
        <div className="mt-4">
          <FieldError id={errorId} message={error} />
          <Button
            variant="secondary"
            isBusy={handle.isPending}
            onClick={() =>
              handle.mutate(
                { path: `/contact/${message.id}/handle` },
                { onSuccess: () => toast.success(t('admin.queue.done')) },
              )
            }
          >
            {t('admin.contact.handle')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** /admin/contact: contact messages with their screenshots; mark each handled. */
export function ContactQueue() {
  const t = useT();
  return (
    <QueueView
      label={t('admin.contact.title')}
      states={CONTACT_QUEUE_STATES}
      stateLabel={(state) => t(`admin.contact.states.${state}`)}
      useQueue={useContactQueue}
      itemsOf={(page) => page.messages.map((message) => <ContactCard key={message.id} message={message} />)}
      loading={t('admin.contact.loading')}
      empty={t('admin.contact.empty')}
    />
  );
}
