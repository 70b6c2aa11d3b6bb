import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { SearchIcon } from './icons';

interface TSearchBoxProps {
  initialValue: string;
  onSearch: (q: string) => void;
  className?: string;
}

/** Text search over titles, artists and tags. Keyed by its URL value by the caller, so Back shows the right text. */
export function SearchBox({ initialValue, onSearch, className = '' }: TSearchBoxProps) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={`flex min-w-0 gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('catalogue.search.label')}
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-400" />
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('catalogue.search.placeholder')}
          maxLength={100}
          enterKeyHint="search"
          className="min-h-11 w-full rounded-xl border border-zinc-700 bg-zinc-900 pr-3 pl-10 text-white placeholder:text-zinc-400 hover:border-zinc-500 focus:border-brand-400"
        />
      </div>
      <button
        type="submit"
        className="min-h-11 shrink-0 rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('catalogue.search.submit')}
      </button>
    </form>
  );
}
