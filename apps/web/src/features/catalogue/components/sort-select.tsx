import { FEED_SORTS } from '@beatpasal/shared/feed-orders';
import type { TFeedOrder } from '@beatpasal/shared/schemas/catalogue-api';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n';

export const SELECT_CLASS =
  'min-h-11 rounded-xl border border-zinc-700 bg-zinc-900 px-3 text-sm text-white hover:border-zinc-500 focus:border-brand-400';

interface TSortSelectProps {
  value: TFeedOrder;
  onChange: (sort: TFeedOrder) => void;
  /** Offer 'Best match' (only meaningful with a search text). */
  hasRelevance?: boolean;
}

/** The four sort modes of spec §4 under human names. */
export function SortSelect({ value, onChange, hasRelevance = false }: TSortSelectProps) {
  const t = useT();
  const id = useId();
  const orders: readonly TFeedOrder[] = hasRelevance ? ['relevance', ...FEED_SORTS] : FEED_SORTS;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-zinc-300">
        {t('catalogue.sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(orders.find((order) => order === event.target.value) ?? 'recent')}
        className={SELECT_CLASS}
      >
        {orders.map((order) => (
          <option key={order} value={order}>
            {t(`catalogue.sort.${order}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
