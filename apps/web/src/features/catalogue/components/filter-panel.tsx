import { GENRES } from '@beatpasal/shared/genres';
import { LICENCE_KINDS, LICENCE_LABELS, MAX_PRICE_NPR } from '@beatpasal/shared/licences';
import { FEED_MESSAGES } from '@beatpasal/shared/schemas/catalogue';
import { MAX_BPM, MIN_BPM, MOODS, MUSICAL_KEYS } from '@beatpasal/shared/schemas/tracks';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { countActiveFilters, EMPTY_FILTERS, readFeedFilters, type TFeedFilters } from '../lib/feed-filters';
import { RangeField, SelectField } from './filter-fields';
import { ChevronIcon, FilterIcon } from './icons';

type TDraft = Record<'genre' | 'key' | 'mood' | 'licence' | 'bpmMin' | 'bpmMax' | 'priceMin' | 'priceMax', string>;

const toDraft = (filters: TFeedFilters): TDraft => ({
  genre: filters.genre ?? '',
  key: filters.key ?? '',
  mood: filters.mood ?? '',
  licence: filters.licence ?? '',
  bpmMin: filters.bpmMin?.toString() ?? '',
  bpmMax: filters.bpmMax?.toString() ?? '',
  priceMin: filters.priceMin?.toString() ?? '',
  priceMax: filters.priceMax?.toString() ?? '',
});

const options = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

interface TFilterPanelProps {
  filters: TFeedFilters;
  onApply: (filters: TFeedFilters) => void;
}

/**
 * Genre, BPM, key, mood, price and licence. A panel beside the results on wide screens; on
 * phones it folds away behind a Filters button that says how many are on.
 */
export function FilterPanel({ filters, onApply }: TFilterPanelProps) {
  const t = useT();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(() => toDraft(filters));
  const [errors, setErrors] = useState<{ bpm?: string; price?: string }>({});
  const active = countActiveFilters(filters);
  const set = (field: keyof TDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Reading the draft through the URL rules drops anything out of range, exactly as a shared link would.
    const next = { ...readFeedFilters(new URLSearchParams(draft)), q: filters.q, sort: filters.sort };
    const isDropped = (field: keyof TDraft) => draft[field].trim() !== '' && next[field] === null;
    const isAbove = (min: number | null, max: number | null) => min !== null && max !== null && min > max;
    const rangeError = (low: 'bpmMin' | 'priceMin', high: 'bpmMax' | 'priceMax', invalid: string, reversed: string) => {
      if (isDropped(low) || isDropped(high)) return invalid;
      return isAbove(next[low], next[high]) ? reversed : undefined;
    };
    const found = {
      bpm: rangeError('bpmMin', 'bpmMax', FEED_MESSAGES.bpm, FEED_MESSAGES.bpmRange),
      price: rangeError('priceMin', 'priceMax', FEED_MESSAGES.price, FEED_MESSAGES.priceRange),
    };
    setErrors(found);
    if (found.bpm || found.price) return;
    setIsOpen(false);
    onApply(next);
  };

  const clear = () => {
    setErrors({});
    setDraft(toDraft(EMPTY_FILTERS));
    onApply({ ...EMPTY_FILTERS, q: filters.q, sort: filters.sort });
  };

  return (
    <div>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-zinc-700 bg-zinc-900 px-4 text-sm font-semibold text-white md:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <FilterIcon />
          {active > 0 ? t('catalogue.search.filtersActive', { count: active }) : t('catalogue.search.filters')}
        </span>
        <ChevronIcon direction="down" className={isOpen ? 'rotate-180' : ''} />
      </button>
      <form
        id={panelId}
        onSubmit={apply}
        noValidate
        aria-label={t('catalogue.search.filters')}
        className={`${isOpen ? 'flex' : 'hidden'} mt-3 flex-col gap-4 rounded-2xl border border-zinc-800 bg-zinc-950 p-4 md:mt-0 md:flex md:border-0 md:p-0`}
      >
        <h2 className="hidden text-sm font-semibold tracking-wide text-zinc-400 uppercase md:block">{t('catalogue.search.filters')}</h2>
        <SelectField label={t('catalogue.search.genre')} anyLabel={t('catalogue.search.any')} value={draft.genre} options={options(GENRES)} onChange={set('genre')} />
        <RangeField
          legend={t('catalogue.search.bpmRange')}
          bounds={{ min: MIN_BPM, max: MAX_BPM }}
          min={{ label: t('catalogue.search.bpmMinLabel'), placeholder: t('catalogue.search.min'), value: draft.bpmMin, onChange: set('bpmMin') }}
          max={{ label: t('catalogue.search.bpmMaxLabel'), placeholder: t('catalogue.search.max'), value: draft.bpmMax, onChange: set('bpmMax') }}
          error={errors.bpm}
        />
        <SelectField label={t('catalogue.search.key')} anyLabel={t('catalogue.search.any')} value={draft.key} options={options(MUSICAL_KEYS)} onChange={set('key')} />
        <SelectField label={t('catalogue.search.mood')} anyLabel={t('catalogue.search.any')} value={draft.mood} options={options(MOODS)} onChange={set('mood')} />
        <RangeField
          legend={t('catalogue.search.priceRange')}
          bounds={{ min: 0, max: MAX_PRICE_NPR }}
          min={{ label: t('catalogue.search.priceMinLabel'), placeholder: t('catalogue.search.min'), value: draft.priceMin, onChange: set('priceMin') }}
          max={{ label: t('catalogue.search.priceMaxLabel'), placeholder: t('catalogue.search.max'), value: draft.priceMax, onChange: set('priceMax') }}
          error={errors.price}
        />
        <SelectField
          label={t('catalogue.search.licence')}
          anyLabel={t('catalogue.search.any')}
          value={draft.licence}
          options={options(LICENCE_KINDS, (kind) => LICENCE_LABELS[kind as keyof typeof LICENCE_LABELS])}
          onChange={set('licence')}
        />
        <div className="flex flex-wrap gap-2 pt-1">
          <Button type="submit" className="flex-1">
            {t('catalogue.search.apply')}
          </Button>
          <Button variant="ghost" onClick={clear} disabled={active === 0}>
            {t('catalogue.search.clear')}
          </Button>
        </div>
      </form>
    </div>
  );
}
