import type { KeyboardEvent, ReactNode } from 'react';

export interface BoardTab<Id extends string> {
  id: Id;
  label: string;
  /** Shown in a badge; `more` adds '+' when only the first page is loaded. */
  count?: number;
  more?: boolean;
}

interface BoardTabsProps<Id extends string> {
  idPrefix: string;
  label: string;
  tabs: readonly BoardTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * ARIA tabs (WAI-ARIA Authoring Practices, automatic activation): one tab in the tab order, the
 * arrow keys move between tabs and select them, Home and End jump to the ends.
 */
export function BoardTabs<Id extends string>({ idPrefix, label, tabs, selected, onSelect }: BoardTabsProps<Id>) {
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabId(idPrefix, next.id))?.focus();
  };

  // A phone shows the tabs in rows of three (five in one row overflowed 375 px); wider screens in one row.
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="grid w-full grid-cols-3 gap-1 rounded-2xl bg-cream-200 p-1 sm:flex sm:w-auto"
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`inline-flex min-h-12 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1 text-base font-bold transition-colors sm:flex-none sm:flex-row sm:gap-2 sm:px-5 sm:text-lg ${
              isSelected ? 'bg-ink text-cream-50 shadow-sm' : 'text-ink hover:bg-cream-300'
            }`}
          >
            {tab.label}
            {/* While the count loads, an empty badge keeps its place: the tabs keep their height and
                the orders below do not jump when the numbers arrive. */}
            <span
              aria-hidden={tab.count === undefined || undefined}
              className={`min-w-7 rounded-full px-2 py-0.5 text-sm tabular-nums ${tab.count === undefined ? 'invisible' : isSelected ? 'bg-accent-400 text-night' : 'bg-surface text-ink'}`}
            >
              {tab.count ?? '0'}
              {tab.more ? '+' : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  id: string;
  selected: boolean;
  children: ReactNode;
}

/** Every panel exists (tabs point at it); only the selected one is shown and rendered. */
export function TabPanel({ idPrefix, id, selected, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      hidden={!selected}
      tabIndex={0}
      className="outline-offset-4"
    >
      {selected && children}
    </div>
  );
}
