import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TTabItem<TKey extends string> {
  key: TKey;
  label: string;
}

interface TTabsProps<TKey extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TTabItem<TKey>[];
  selected: TKey;
  onSelect: (key: TKey) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and End move and select. */
export function Tabs<TKey extends string>({ label, tabs, selected, onSelect, children }: TTabsProps<TKey>) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: TKey) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = NEXT_INDEX[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-zinc-800">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px min-h-11 shrink-0 border-b-2 px-2.5 text-sm sm:px-4 font-semibold whitespace-nowrap transition-colors ${
                isSelected ? 'border-brand-400 text-white' : 'border-transparent text-zinc-400 hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="pt-6 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
