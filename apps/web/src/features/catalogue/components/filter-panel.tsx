import { GENRES } from '@beatpasal/shared/genre-list';
import { LICENCE_KINDS } from '@beatpasal/shared/licence-kinds';
import { FEED_MESSAGES } from '@beatpasal/shared/feed-orders';
import type { TMessage } from '@beatpasal/shared/message-keys';
import { MOODS, MUSICAL_KEYS } from '@beatpasal/shared/track-facts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { translateMessage } from '../../../lib/i18n/language-store';
import { countActiveFilters, EMPTY_FILTERS, readFeedFilters, type TFeedFilters } from '../lib/feed-filters';
import { RangeField, SelectField } from './filter-fields';
import { ChevronIcon, FilterIcon } from './icons';
import { useTermNames } from '../../../lib/term-names';

type TChoice = { value: string; label: string };
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

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

interface TFilterPanelProps {
  filters: TFeedFilters;
  onApply: (filters: TFeedFilters) => void;
  /** Shown in the row of the Filters button (the search box). */
  leading: ReactNode;
}

/** Open at first only where there is room and something is filtered; phones see the results first. */
function startsOpen(active: number): boolean {
  return active > 0 && window.matchMedia('(min-width: 768px)').matches;
}

/**
 * Genre, BPM, key, mood, price and licence, folded behind a Filters button that says how many
 * are on, so the track grid keeps its three columns.
 */
export function FilterPanel({ filters, onApply, leading }: TFilterPanelProps) {
  const t = useT();
  const names = useTermNames();
  const panelId = useId();
  const active = countActiveFilters(filters);
  const isHydrated = useIsHydrated();
  const [openChoice, setIsOpen] = useState<boolean | null>(null);
  const isOpen = openChoice ?? (isHydrated && startsOpen(active));
  const [draft, setDraft] = useState(() => toDraft(filters));
  const [errors, setErrors] = useState<{ bpm?: string; price?: string }>({});
  const set = (field: keyof TDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Reading the draft through the URL rules drops anything out of range, exactly as a shared link would.
    const next = { ...readFeedFilters(new URLSearchParams(draft)), q: filters.q, sort: filters.sort };
    const isDropped = (field: keyof TDraft) => draft[field].trim() !== '' && next[field] === null;
    const isAbove = (min: number | null, max: number | null) => min !== null && max !== null && min > max;
    const rangeError = (
      low: 'bpmMin' | 'priceMin',
      high: 'bpmMax' | 'priceMax',
      invalid: TMessage,
      reversed: TMessage,
    ) => {
      if (isDropped(low) || isDropped(high)) return translateMessage(invalid);
      return isAbove(next[low], next[high]) ? translateMessage(reversed) : undefined;
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

  // A closed panel's lists hold only their chosen value: the page's HTML, its hydration and its
  // style recalculations skip ~60 options nobody sees (issue 10). Options are plain elements, so
  // adding them on opening changes no component's id.
  const shown = (field: keyof TDraft, choices: readonly TChoice[]) =>
    isOpen ? choices : choices.filter((choice) => choice.value === draft[field]);
  const select = (field: 'genre' | 'key' | 'mood', label: string, choices: readonly TChoice[]) => (
    <SelectField
      label={label}
      anyLabel={t('catalogue.search.any')}
      value={draft[field]}
      options={shown(field, choices)}
      onChange={set(field)}
    />
  );

  return (
    <div className="mb-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {leading}
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen(!isOpen)}
          className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-zinc-700 bg-zinc-900 px-4 text-sm font-semibold text-white hover:border-zinc-500"
        >
          <span className="inline-flex items-center gap-2">
            <FilterIcon />
            {active > 0 ? t('catalogue.search.filtersActive', { count: active }) : t('catalogue.search.filters')}
          </span>
          <ChevronIcon
            direction="down"
            className={`transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      <form
        id={panelId}
        hidden={!isOpen}
        onSubmit={apply}
        noValidate
        aria-label={t('catalogue.search.filters')}
        className="mt-3 grid gap-4 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {select('genre', t('catalogue.search.genre'), options(GENRES, names.genre))}
        {select('key', t('catalogue.search.key'), options(MUSICAL_KEYS, names.musicalKey))}
        {select('mood', t('catalogue.search.mood'), options(MOODS, names.mood))}
        <RangeField
          legend={t('catalogue.search.bpmRange')}
          min={{
            label: t('catalogue.search.bpmMinLabel'),
            placeholder: t('catalogue.search.min'),
            value: draft.bpmMin,
            onChange: set('bpmMin'),
          }}
          max={{
            label: t('catalogue.search.bpmMaxLabel'),
            placeholder: t('catalogue.search.max'),
            value: draft.bpmMax,
            onChange: set('bpmMax'),
          }}
          error={errors.bpm}
        />
        <RangeField
          legend={t('catalogue.search.priceRange')}
          min={{
            label: t('catalogue.search.priceMinLabel'),
            placeholder: t('catalogue.search.min'),
            value: draft.priceMin,
            onChange: set('priceMin'),
          }}
          max={{
            label: t('catalogue.search.priceMaxLabel'),
            placeholder: t('catalogue.search.max'),
            value: draft.priceMax,
            onChange: set('priceMax'),
          }}
          error={errors.price}
        />
        <SelectField
          label={t('catalogue.search.licence')}
          anyLabel={t('catalogue.search.any')}
          value={draft.licence}
          options={shown(
            'licence',
            LICENCE_KINDS.map((kind) => ({ value: kind, label: t(`purchases.licence.${kind}`) })),
          )}
          onChange={set('licence')}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{t('catalogue.search.apply')}</Button>
          <Button variant="ghost" onClick={clear} disabled={active === 0}>
            {t('catalogue.search.clear')}
          </Button>
        </div>
      </form>
    </div>
  );
}
