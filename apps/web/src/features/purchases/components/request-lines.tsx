import type { TRequestLine } from '@beatpasal/shared/schemas/purchases';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';

/** The other licences a payment request pays for (decision 091), each with its own price after discounts. */
export function RequestLines({ lines, title }: { lines: readonly TRequestLine[]; title?: string }) {
  const t = useT();
  const locale = useLocale();
  if (lines.length === 0) return null;
  return (
    <div className="text-sm text-zinc-300">
      <p className="font-semibold text-zinc-100">{title ?? t('purchases.requests.alsoPays')}</p>
      <ul className="mt-1 space-y-1">
        {lines.map((line) => (
          <li key={line.id}>
            {line.trackTitle} · {t(`purchases.licence.${line.licenceKind}`)} ·{' '}
            {formatMoneyPaisa(line.linePaisa, locale)}
          </li>
        ))}
      </ul>
    </div>
  );
}
