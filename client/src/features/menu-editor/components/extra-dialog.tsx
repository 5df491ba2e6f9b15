import {
  ALLERGEN_NAMES,
  ALLERGENS,
  type AdminExtra,
  type AdminMenu,
  allergenNumber,
  isMessage,
  MENU_ADMIN_MESSAGES,
  MENU_NAME_MAX,
} from '@pizza/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { DrawerHeader } from '../../../components/ui/drawer-header';
import { FormAlert } from '../../../components/ui/form-controls';
import { Sheet } from '../../../components/ui/sheet';
import { ApiError } from '../../../lib/api';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useAdminMenu, useDeleteExtra, useSaveExtra } from '../api/admin-menu';
import {
  categoryTick,
  checkExtraDraft,
  type ExtraDraft,
  type ExtraErrors,
  extraDraftOf,
  extraFieldOf,
  emptyExtraDraft,
  offerableDishes,
  tickCategory,
  tickDish,
  type TickState,
} from '../extra-form';
import { isVersionConflict, issuePathOf, useMenuErrorText, useMenuMessage } from '../menu-messages';
import { CheckList } from './check-list';
import { ConflictNotice } from './conflict-notice';
import { TextInput } from './text-fields';

/** A checkbox that can also show "some" (indeterminate is a property, not an attribute). */
function TriStateCheckbox({
  state,
  label,
  disabled,
  onChange,
}: {
  state: TickState;
  label: string;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2.5 font-semibold">
      <input
        ref={ref}
        type="checkbox"
        className="size-5 shrink-0 accent-brand-600"
        checked={state === 'all'}
        aria-checked={state === 'some' ? 'mixed' : state === 'all'}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

interface ExtraDialogProps {
  extra?: AdminExtra;
  menu: AdminMenu;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/**
 * One add-on (docs/product/menu.md#add-ons): names, price, allergens, and the dishes that offer it,
 * a category's checkbox ticking all of its dishes at once.
 */
export function ExtraDialog({ extra, menu, onClose, onDone }: ExtraDialogProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const titleId = useId();
  const menuMessage = useMenuMessage();
  const errorText = useMenuErrorText();
  const adminMenu = useAdminMenu();
  const save = useSaveExtra();
  const remove = useDeleteExtra();
  const [draft, setDraft] = useState<ExtraDraft>(() => (extra ? extraDraftOf(extra) : emptyExtraDraft()));
  const [version, setVersion] = useState(extra?.version ?? 0);
  const [errors, setErrors] = useState<ExtraErrors>({});
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState<'conflict' | 'reloaded'>();
  const [conflictMessage, setConflictMessage] = useState('');
  const [asking, setAsking] = useState(false);
  const busy = save.isPending || remove.isPending;
  const change = (patch: Partial<ExtraDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const failed = (error: unknown) => {
    if (isVersionConflict(error)) {
      setConflict('conflict');
      setConflictMessage(errorText(error));
      return;
    }
    const path = issuePathOf(error);
    const field = path
      ? extraFieldOf(path)
      : error instanceof ApiError && isMessage(error.message, MENU_ADMIN_MESSAGES.nameTaken)
        ? 'name'
        : undefined;
    if (field && error instanceof ApiError) setErrors({ [field]: error.message });
    else setFormError(errorText(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = checkExtraDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const options = { onSuccess: () => onDone(t('menuEditor.extra.saved', { name: checked.input.name })), onError: failed };
    if (extra) save.mutate({ extraId: extra.id, body: { ...checked.input, version } }, options);
    else save.mutate({ body: checked.input }, options);
  };

  const reload = async () => {
    const fresh = await adminMenu.refetch();
    const current = fresh.data?.extras.find((entry) => entry.id === extra?.id);
    if (current) setVersion(current.version);
    setConflict('reloaded');
  };

  const dishes = offerableDishes(menu.dishes);
  return (
    <Sheet open onClose={() => !busy && onClose()} labelledBy={titleId} placement="right" className="w-full sm:w-[36rem]">
      <DrawerHeader
        titleId={titleId}
        title={extra ? t('menuEditor.extra.editTitle', { name: extra.name }) : t('menuEditor.extra.newTitle')}
        closeLabel={t('menuEditor.close')}
        onClose={() => !busy && onClose()}
        className="border-b border-cream-300"
      />
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
          {conflict && (
            <ConflictNotice state={conflict} message={conflictMessage} reloading={adminMenu.isFetching} onReload={() => void reload()} />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={t('menuEditor.fields.nameEn')}
              value={draft.name}
              max={MENU_NAME_MAX}
              error={menuMessage(errors.name)}
              disabled={busy}
              onChange={(name) => change({ name })}
            />
            <TextInput
              label={t('menuEditor.fields.nameHu')}
              value={draft.nameHu}
              max={MENU_NAME_MAX}
              lang="hu"
              error={menuMessage(errors.nameHu)}
              disabled={busy}
              onChange={(nameHu) => change({ nameHu })}
            />
            <TextInput
              label={t('menuEditor.fields.extraPrice')}
              value={draft.price}
              inputMode="numeric"
              suffix="Ft"
              error={menuMessage(errors.price)}
              disabled={busy}
              onChange={(price) => change({ price })}
            />
          </div>
          <CheckList
            legend={t('menuEditor.fields.allergens')}
            options={ALLERGENS.map((allergen) => ({
              value: allergen,
              mark: String(allergenNumber(allergen)),
              label: ALLERGEN_NAMES[allergen][format.language === 'hu' ? 'hu' : 'en'],
            }))}
            selected={draft.allergens}
            disabled={busy}
            error={menuMessage(errors.allergens)}
            onChange={(allergens) => change({ allergens })}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-ink">{t('menuEditor.extra.offeredWith')}</legend>
            <p className="text-sm text-ink-muted">{t('menuEditor.extra.offeredWithHint')}</p>
            {menu.categories.map((category) => {
              const inCategory = dishes.filter((dish) => dish.category === category.id);
              if (inCategory.length === 0) return null;
              const ids = inCategory.map((dish) => dish.id);
              return (
                <div key={category.id} className="rounded-xl bg-surface p-3 ring-1 ring-ink/10">
                  <TriStateCheckbox
                    state={categoryTick(draft.dishIds, ids)}
                    label={t('menuEditor.extra.wholeCategory', { name: format.name(category) })}
                    disabled={busy}
                    onChange={(checked) => change({ dishIds: tickCategory(draft.dishIds, ids, checked) })}
                  />
                  <ul className="mt-1 grid gap-0.5 pl-7 sm:grid-cols-2">
                    {inCategory.map((dish) => (
                      <li key={dish.id}>
                        <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 shrink-0 accent-brand-600"
                            checked={draft.dishIds.includes(dish.id)}
                            disabled={busy}
                            onChange={(event) => change({ dishIds: tickDish(draft.dishIds, dish.id, event.target.checked) })}
                          />
                          {format.name(dish)}
                        </label>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
            {errors.dishIds && <p className="text-sm font-medium text-brand-700">{menuMessage(errors.dishIds)}</p>}
          </fieldset>
          <FormAlert message={formError} />
          {asking && extra && (
            <ConfirmStep
              question={t(extra.ordered ? 'menuEditor.extra.archiveQuestion' : 'menuEditor.extra.deleteQuestion', { name: extra.name })}
              confirmLabel={t(extra.ordered ? 'menuEditor.dish.confirmArchive' : 'menuEditor.dish.confirmDelete')}
              cancelLabel={t('menuEditor.keep')}
              onConfirm={() => {
                setAsking(false);
                remove.mutate(
                  { id: extra.id, version },
                  {
                    onSuccess: ({ outcome }) =>
                      onDone(
                        t(outcome === 'archived' ? 'menuEditor.dish.archivedNotice' : 'menuEditor.dish.deletedNotice', {
                          name: extra.name,
                        }),
                      ),
                    onError: failed,
                  },
                );
              }}
              onCancel={() => setAsking(false)}
            />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t border-cream-300 bg-cream-50 px-5 py-3">
          <Button type="submit" disabled={busy} aria-busy={save.isPending}>
            {save.isPending ? t('menuEditor.saving') : t('menuEditor.save')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            {t('menuEditor.cancel')}
          </Button>
          {extra && (
            <Button variant="ghost" className="ml-auto text-brand-700" disabled={busy} onClick={() => setAsking(true)}>
              {remove.isPending ? t('menuEditor.deleting') : t('menuEditor.delete')}
            </Button>
          )}
        </div>
      </form>
    </Sheet>
  );
}
