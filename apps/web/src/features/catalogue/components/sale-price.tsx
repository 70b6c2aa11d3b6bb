import type { TSaleOn } from '@beatpasal/shared/schemas/catalogue';
import { formatCount, formatMoney, formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';

/** A price in paisa, with its paisa only when it has some ('NPR 1,200', 'NPR 799.20'). */
export function useSaleMoney() {
  const locale = useLocale();
  return (paisa: number) => (paisa % 100 === 0 ? formatMoney(paisa / 100, locale) : formatMoneyPaisa(paisa, locale));
}

/**
 * The old price struck through and the price in force; the struck text is read out as 'Was …'. The
 * end date is written with Intl (AD in either language) so public pages need no calendar converter.
 */
export function SalePrice({ was, now, className = '' }: { was: string; now: string; className?: string }) {
  const t = useT();
  return (
    <span className={`inline-flex max-w-full min-w-0 flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="sr-only">{t('deals.card.was', { price: was })}</span>
      <s aria-hidden="true" className="truncate text-zinc-400">
        {was}
      </s>
      <span className="font-semibold text-emerald-300">{now}</span>
    </span>
  );
}

/** '20% off until 12 Oct'. */
export function SaleNote({ sale, className = '' }: { sale: TSaleOn; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { language, digits } = locale;
  // The sale ends at an instant; its last day is the one before, in Nepal's time.
  const lastDay = new Date(Date.parse(sale.endsAt) - 1);
  const date = new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kathmandu',
    numberingSystem: language === 'ne' && digits === 'devanagari' ? 'deva' : 'latn',
  }).format(lastDay);
  return (
    <span className={`text-xs font-medium text-emerald-300 ${className}`}>
      {t('deals.card.saleEnds', { percent: formatCount(sale.percentOff, locale), date })}
    </span>
  );
}
