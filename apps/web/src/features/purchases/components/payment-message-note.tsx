import type { TSale } from '@beatpasal/shared/schemas/purchases';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { useDates } from '../../../lib/i18n/use-dates';

/** In a sale's record: which credit message marked it paid, with its fields (decision 065). */
export function PaymentMessageNote({ sale }: { sale: TSale }) {
  const t = useT();
  const dates = useDates();
  const locale = useLocale();
  const message = sale.paymentMessage;
  if (!message) return null;
  const facts = [
    formatMoneyPaisa(sale.amountPaisa, locale),
    message.rrn && t('creditMessages.note.rrn', { rrn: message.rrn }),
    message.sender && t('creditMessages.paste.from', { sender: message.sender }),
    message.receivedAt && dates.dateTime(message.receivedAt),
  ].filter(Boolean);
  return (
    <p className="mt-1 text-xs text-sky-200">
      {t(`creditMessages.note.${message.via}`)}
      <span className="block text-zinc-400" translate="no">
        {facts.join(' · ')}
      </span>
    </p>
  );
}
