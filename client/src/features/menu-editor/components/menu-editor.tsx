import type { AdminCategory, AdminDish, AdminExtra, Category } from '@pizza/shared';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useEndSessionOnRejectedToken } from '../../../lib/session/use-end-staff-session-on-rejection';
import { useAdminMenu, useAdminMenuLiveUpdates, useReorderCategories } from '../api/admin-menu';
import { useMenuErrorText } from '../menu-messages';
import { moveEntry } from '../reorder';
import { CategoryDialog } from './category-dialog';
import { CategorySection } from './category-section';
import { DishDialog } from './dish-dialog';
import { ExtraDialog } from './extra-dialog';
import { ExtrasPanel } from './extras-panel';

const TABS = ['dishes', 'extras'] as const;
type Tab = (typeof TABS)[number];

/** What is open over the list: one dialog at a time. */
type Editing =
  | { kind: 'dish'; dish?: AdminDish; category: Category }
  | { kind: 'category'; category: AdminCategory }
  | { kind: 'extra'; extra?: AdminExtra };

/**
 * The content of /admin/menu (docs/product/menu.md#the-screen): the five sections in the customer's
 * order with their dishes, and the add-ons, each edited in a side panel. Every save reads the menu
 * again and announces what it did; customers' open pages, and this one, follow others' saves (menu-changed).
 */
export function MenuEditor() {
  const { t } = useTranslation();
  const errorText = useMenuErrorText();
  const id = useId();
  const menu = useAdminMenu();
  useAdminMenuLiveUpdates();
  const reorderCategories = useReorderCategories();
  useEndSessionOnRejectedToken([menu.error]);
  const [tab, setTab] = useState<Tab>('dishes');
  const [editing, setEditing] = useState<Editing>();
  const [notice, setNotice] = useState('');

  const done = (message: string) => {
    setEditing(undefined);
    setNotice(message);
  };

  // Arrow keys move between the tabs, as in every tab list.
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length] as Tab;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  if (!menu.data)
    return menu.isError ? (
      <div className="flex flex-col items-start gap-3 py-4">
        <InlineError>
          {t('menuEditor.loadFailed')} {errorText(menu.error)}
        </InlineError>
        <Button variant="secondary" onClick={() => void menu.refetch()}>
          {t('menuEditor.retry')}
        </Button>
      </div>
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label={t('menuEditor.loading')} />
      </div>
    );

  const data = menu.data;
  const categories = data.categories;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">{t('menuEditor.intro')}</p>
      {/* The announcement stands beside the tabs (below them on a phone), where it takes no row of its own. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div
          role="tablist"
          aria-label={t('menuEditor.tabsLabel')}
          className="flex shrink-0 gap-1 rounded-full bg-cream-200 p-1"
          onKeyDown={onTabKey}
        >
          {TABS.map((entry) => (
            <button
              key={entry}
              id={`${id}-tab-${entry}`}
              type="button"
              role="tab"
              aria-selected={tab === entry}
              aria-controls={`${id}-panel`}
              tabIndex={tab === entry ? 0 : -1}
              onClick={() => setTab(entry)}
              className={`min-h-10 cursor-pointer rounded-full px-5 text-sm font-bold transition-colors ${
                tab === entry ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink'
              }`}
            >
              {t(`menuEditor.tabs.${entry}`)}
            </button>
          ))}
        </div>
        <p role="status" className="min-w-0 flex-1 basis-48 font-semibold text-leaf">
          {notice}
        </p>
      </div>
      {reorderCategories.isError && <InlineError>{errorText(reorderCategories.error)}</InlineError>}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="flex flex-col gap-4">
        {tab === 'dishes' ? (
          categories.map((category, index) => (
            <CategorySection
              key={category.id}
              category={category}
              index={index}
              count={categories.length}
              dishes={data.dishes.filter((dish) => dish.category === category.id)}
              movingCategories={reorderCategories.isPending}
              onMoveCategory={(step) => reorderCategories.mutate(moveEntry(categories, index, step).map((entry) => entry.id))}
              onEditCategory={() => setEditing({ kind: 'category', category })}
              onNewDish={() => setEditing({ kind: 'dish', category: category.id })}
              onEditDish={(dish) => setEditing({ kind: 'dish', dish, category: dish.category })}
              onNotice={setNotice}
            />
          ))
        ) : (
          <ExtrasPanel menu={data} onEdit={(extra) => setEditing({ kind: 'extra', extra })} />
        )}
      </div>
      {editing?.kind === 'dish' && (
        <DishDialog dish={editing.dish} category={editing.category} menu={data} onClose={() => setEditing(undefined)} onDone={done} />
      )}
      {editing?.kind === 'category' && <CategoryDialog category={editing.category} onClose={() => setEditing(undefined)} onDone={done} />}
      {editing?.kind === 'extra' && <ExtraDialog extra={editing.extra} menu={data} onClose={() => setEditing(undefined)} onDone={done} />}
    </div>
  );
}
