import type { MouseEvent } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useMenuCategories } from '../api/get-menu-categories';
import { useScrollSpy } from '../hooks/use-scroll-spy';

/**
 * The sticky category bar under the top bar (docs/product/screens.md): five anchors with long labels, and
 * short ones on phones, in the restaurant's order and names like the sections. The active entry follows scrolling and carries `aria-current`.
 */
export function CategoryNav() {
  const { t } = useTranslation();
  const categories = useMenuCategories();
  const order = categories.map((category) => category.id).join(',');
  // A stable list for the scroll spy: it restarts only when the restaurant reorders the sections.
  const ids = useMemo(() => order.split(','), [order]);
  const { active, select } = useScrollSpy(ids);
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the bar scrolls sideways; keep the active entry in view without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2 });
  }, [active]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, category: string) => {
    event.preventDefault();
    select(category);
  };

  return (
    <nav aria-label={t('nav.label')} className="sticky top-16 z-20 border-b border-cream-200 bg-cream-50/95 backdrop-blur">
      <ul
        ref={listRef}
        className="mx-auto flex max-w-7xl gap-0.5 overflow-x-auto px-2 py-2 [scrollbar-width:none] sm:justify-center sm:gap-2 sm:px-6"
      >
        {categories.map(({ id: category, label, short }) => {
          const isActive = category === active;
          return (
            <li key={category} className="shrink-0">
              <a
                href={`#${category}`}
                aria-current={isActive ? 'true' : undefined}
                onClick={(event) => onClick(event, category)}
                className={`inline-flex min-h-10 items-center rounded-full px-2.5 text-[0.8125rem] font-bold min-[400px]:px-3.5 min-[400px]:text-sm whitespace-nowrap transition-colors sm:px-4 sm:text-base ${
                  isActive ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-muted hover:bg-cream-200 hover:text-ink'
                }`}
              >
                <span className="sm:hidden">{short}</span>
                <span className="hidden sm:inline">{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
