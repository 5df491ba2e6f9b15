import type { AdminCategory, AdminDish } from '@pizza/shared';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useReorderDishes, useRestoreDish } from '../api/admin-menu';
import { useMenuErrorText } from '../menu-messages';
import { moveEntry } from '../reorder';
import { DishRow } from './dish-row';
import { MoveButtons } from './move-buttons';

interface CategorySectionProps {
  category: AdminCategory;
  index: number;
  count: number;
  /** Every dish of this category, archived ones included, in menu order. */
  dishes: AdminDish[];
  movingCategories: boolean;
  onMoveCategory: (step: -1 | 1) => void;
  onEditCategory: () => void;
  onNewDish: () => void;
  onEditDish: (dish: AdminDish) => void;
  onNotice: (notice: string) => void;
}

/**
 * One of the five customer sections with its dishes in menu order (docs/product/menu.md#the-screen):
 * the section's own place and names, New dish, each dish's place, and the archived ones with Restore.
 */
export function CategorySection(props: CategorySectionProps) {
  const { category, index, count, dishes, movingCategories, onMoveCategory, onEditCategory, onNewDish, onEditDish, onNotice } = props;
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const errorText = useMenuErrorText();
  const titleId = useId();
  const reorder = useReorderDishes();
  const restore = useRestoreDish();
  const live = dishes.filter((dish) => !dish.archived);
  const archived = dishes.filter((dish) => dish.archived);
  const name = format.name(category);

  const moveDish = (position: number, step: -1 | 1) =>
    reorder.mutate({ category: category.id, ids: moveEntry(live, position, step).map((dish) => dish.id) });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-3xl bg-cream-100 p-3 sm:p-4">
      <header className="flex flex-wrap items-center gap-2">
        <MoveButtons name={name} section index={index} count={count} busy={movingCategories} onMove={onMoveCategory} />
        <h2 id={titleId} className="min-w-0 flex-1 text-xl font-extrabold break-words">
          {name} <span className="text-sm font-semibold text-ink-muted">{t('menuEditor.category.count', { count: live.length })}</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" onClick={onEditCategory} aria-label={t('menuEditor.category.edit', { name })}>
            <span aria-hidden="true">{t('menuEditor.category.editShort')}</span>
          </Button>
          <Button size="sm" onClick={onNewDish} aria-label={t('menuEditor.category.newDish', { name })}>
            <Plus aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{t('menuEditor.category.newDishShort')}</span>
          </Button>
        </div>
      </header>
      {reorder.isError && <InlineError>{errorText(reorder.error)}</InlineError>}
      {live.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-cream-300 px-4 py-6 text-center text-ink-muted">
          {t('menuEditor.category.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {live.map((dish, position) => (
            <DishRow
              key={dish.id}
              dish={dish}
              onEdit={() => onEditDish(dish)}
              actions={
                <MoveButtons
                  name={format.name(dish)}
                  index={position}
                  count={live.length}
                  busy={reorder.isPending}
                  onMove={(step) => moveDish(position, step)}
                />
              }
            />
          ))}
        </ul>
      )}
      {archived.length > 0 && (
        <details className="rounded-2xl bg-surface/60 px-3 py-2">
          <summary className="min-h-10 cursor-pointer content-center font-semibold text-ink-muted">
            {t('menuEditor.category.archived', { count: archived.length })}
          </summary>
          <p className="mb-2 text-sm text-ink-muted">{t('menuEditor.category.archivedHint')}</p>
          {restore.isError && <InlineError>{errorText(restore.error)}</InlineError>}
          <ul className="flex flex-col gap-2">
            {archived.map((dish) => (
              <DishRow
                key={dish.id}
                dish={dish}
                actions={
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={restore.isPending}
                    aria-label={t('menuEditor.dish.restore', { name: format.name(dish) })}
                    onClick={() =>
                      restore.mutate(dish.id, { onSuccess: () => onNotice(t('menuEditor.dish.restored', { name: dish.name })) })
                    }
                  >
                    <span aria-hidden="true">{t('menuEditor.restore')}</span>
                  </Button>
                }
              />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
