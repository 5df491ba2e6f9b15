import {
  ALLERGEN_NAMES,
  ALLERGENS,
  type AdminDish,
  type AdminMenu,
  allergenNumber,
  type Category,
  DIET_TAG_NAMES,
  DIET_TAGS,
  isMessage,
  MENU_ADMIN_MESSAGES,
  MENU_DESCRIPTION_MAX,
  MENU_NAME_MAX,
} from '@pizza/shared';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { DrawerHeader } from '../../../components/ui/drawer-header';
import { FormAlert } from '../../../components/ui/form-controls';
import { Sheet } from '../../../components/ui/sheet';
import { ApiError } from '../../../lib/api';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useAdminMenu, useDeleteDish, useSaveDish } from '../api/admin-menu';
import {
  checkDishDraft,
  type DishDraft,
  type DishErrors,
  type DishField,
  dishFieldOf,
  draftChanged,
  draftFromDish,
  emptyDraft,
  SIZE_CHOICES,
  sizesOf,
} from '../dish-form';
import { isVersionConflict, issuePathOf, useMenuErrorText, useMenuMessage } from '../menu-messages';
import { CheckList } from './check-list';
import { ConflictNotice } from './conflict-notice';
import { PhotoField } from './photo-field';
import { TextArea, TextInput } from './text-fields';

interface DishDialogProps {
  /** The dish to edit; undefined: a new dish of `category`. */
  dish?: AdminDish;
  category: Category;
  menu: AdminMenu;
  onClose: () => void;
  /** After a save or a delete: the sentence the page announces. */
  onDone: (notice: string) => void;
}

/** Where a refused save's sentence belongs: a field when it names one, else the whole form. */
function fieldOfError(error: unknown, draft: DishDraft): DishField | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (isMessage(error.message, MENU_ADMIN_MESSAGES.nameTaken)) return 'name';
  if (isMessage(error.message, MENU_ADMIN_MESSAGES.photoNotFound)) return 'photo';
  if (isMessage(error.message, MENU_ADMIN_MESSAGES.sizesRule)) return 'sizes';
  const path = issuePathOf(error);
  return path ? dishFieldOf(path, sizesOf(draft.sizeChoice)) : undefined;
}

/**
 * One dish in a side panel (docs/product/menu.md#the-screen): names and descriptions in English and
 * Hungarian, sizes with prices, photo, allergens, diet tags, add-ons, visible; Save, Cancel, Delete.
 * A save someone else's save overtook (409) keeps every field as typed and offers Reload.
 */
export function DishDialog({ dish, category, menu, onClose, onDone }: DishDialogProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const titleId = useId();
  const menuMessage = useMenuMessage();
  const errorText = useMenuErrorText();
  const adminMenu = useAdminMenu();
  const save = useSaveDish();
  const remove = useDeleteDish();
  const start = useMemo(() => (dish ? draftFromDish(dish) : emptyDraft(category)), [dish, category]);
  const [draft, setDraft] = useState<DishDraft>(start);
  const [errors, setErrors] = useState<DishErrors>({});
  const [formError, setFormError] = useState<string>();
  const [version, setVersion] = useState(dish?.version ?? 0);
  const [conflict, setConflict] = useState<'conflict' | 'reloaded'>();
  const [conflictMessage, setConflictMessage] = useState('');
  const [uploading, setUploading] = useState(false);
  const [asking, setAsking] = useState<'delete' | 'discard'>();

  const busy = save.isPending || remove.isPending;
  const name = draft.name.trim() || dish?.name || '';
  const change = (patch: Partial<DishDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const fieldError = (field: DishField) => menuMessage(errors[field]);

  const failed = (error: unknown) => {
    if (isVersionConflict(error)) {
      setConflict('conflict');
      setConflictMessage(errorText(error));
      return;
    }
    const field = fieldOfError(error, draft);
    if (field) setErrors({ [field]: error instanceof ApiError ? error.message : undefined });
    else setFormError(errorText(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = checkDishDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const options = {
      onSuccess: () => onDone(t(dish ? 'menuEditor.dish.saved' : 'menuEditor.dish.created', { name: checked.input.name })),
      onError: failed,
    };
    if (dish) save.mutate({ dishId: dish.id, body: { ...checked.input, version } }, options);
    else save.mutate({ body: checked.input }, options);
  };

  // Reload reads the newest version; the form keeps the person's input, and the next Save builds on that version.
  const reload = async () => {
    const fresh = await adminMenu.refetch();
    const current = fresh.data?.dishes.find((entry) => entry.id === dish?.id);
    if (current) setVersion(current.version);
    setConflict('reloaded');
  };

  const close = () => {
    if (busy) return;
    if (draftChanged(draft, start) && asking !== 'discard') setAsking('discard');
    else onClose();
  };

  const deleteDish = () => {
    if (!dish) return;
    setAsking(undefined);
    remove.mutate(
      { id: dish.id, version },
      {
        onSuccess: ({ outcome }) =>
          onDone(t(outcome === 'archived' ? 'menuEditor.dish.archivedNotice' : 'menuEditor.dish.deletedNotice', { name: dish.name })),
        onError: failed,
      },
    );
  };

  const extras = menu.extras.filter((extra) => !extra.archived);
  const sizes = sizesOf(draft.sizeChoice);
  return (
    <Sheet open onClose={close} labelledBy={titleId} placement="right" className="w-full sm:w-[36rem]">
      <DrawerHeader
        titleId={titleId}
        title={dish ? t('menuEditor.dish.editTitle', { name: dish.name }) : t('menuEditor.dish.newTitle')}
        closeLabel={t('menuEditor.close')}
        onClose={close}
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
              error={fieldError('name')}
              disabled={busy}
              onChange={(value) => change({ name: value })}
            />
            <TextInput
              label={t('menuEditor.fields.nameHu')}
              value={draft.nameHu}
              max={MENU_NAME_MAX}
              lang="hu"
              error={fieldError('nameHu')}
              disabled={busy}
              onChange={(value) => change({ nameHu: value })}
            />
            <TextArea
              label={t('menuEditor.fields.descriptionEn')}
              value={draft.description}
              max={MENU_DESCRIPTION_MAX}
              error={fieldError('description')}
              disabled={busy}
              onChange={(value) => change({ description: value })}
            />
            <TextArea
              label={t('menuEditor.fields.descriptionHu')}
              value={draft.descriptionHu}
              max={MENU_DESCRIPTION_MAX}
              lang="hu"
              error={fieldError('descriptionHu')}
              disabled={busy}
              onChange={(value) => change({ descriptionHu: value })}
            />
          </div>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-ink">{t('menuEditor.fields.sizes')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {SIZE_CHOICES.map((choice) => (
                <label key={choice} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${titleId}-sizes`}
                    className="size-5 accent-brand-600"
                    checked={draft.sizeChoice === choice}
                    disabled={busy}
                    onChange={() => change({ sizeChoice: choice })}
                  />
                  {t(`menuEditor.sizeChoices.${choice}`)}
                </label>
              ))}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {sizes.map((size) => (
                <TextInput
                  key={size}
                  label={t('menuEditor.fields.price', { size: t(`menuEditor.sizes.${size}`) })}
                  value={draft.prices[size]}
                  inputMode="numeric"
                  suffix="Ft"
                  error={fieldError(`price.${size}`)}
                  disabled={busy}
                  onChange={(value) => change({ prices: { ...draft.prices, [size]: value } })}
                />
              ))}
            </div>
            {errors.sizes && <p className="text-sm font-medium text-brand-700">{fieldError('sizes')}</p>}
          </fieldset>

          <PhotoField
            label={t('menuEditor.fields.photo')}
            photo={draft.photo}
            fallbackUrl={draft.photoId === null && dish && !dish.photo ? dish.imageUrl : undefined}
            disabled={busy}
            error={fieldError('photo')}
            onUploading={setUploading}
            onChange={(photo) => change({ photo, photoId: photo?.id ?? null })}
          />

          <CheckList
            legend={t('menuEditor.fields.allergens')}
            options={ALLERGENS.map((allergen) => ({
              value: allergen,
              mark: String(allergenNumber(allergen)),
              label: ALLERGEN_NAMES[allergen][format.language === 'hu' ? 'hu' : 'en'],
            }))}
            selected={draft.allergens}
            disabled={busy}
            error={fieldError('allergens')}
            onChange={(allergens) => change({ allergens })}
          />
          <CheckList
            legend={t('menuEditor.fields.dietTags')}
            options={DIET_TAGS.map((tag) => ({ value: tag, label: DIET_TAG_NAMES[tag][format.language === 'hu' ? 'hu' : 'en'] }))}
            selected={draft.dietTags}
            disabled={busy}
            error={fieldError('dietTags')}
            onChange={(dietTags) => change({ dietTags })}
          />
          <CheckList
            legend={t('menuEditor.fields.extras')}
            empty={t('menuEditor.fields.noExtras')}
            options={extras.map((extra) => ({ value: extra.id, label: `${format.name(extra)} (${format.money(extra.price)})` }))}
            selected={draft.extraIds}
            disabled={busy}
            error={fieldError('extraIds')}
            onChange={(extraIds) => change({ extraIds })}
          />

          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl bg-surface p-3 ring-1 ring-ink/10">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              checked={draft.visible}
              disabled={busy}
              onChange={(event) => change({ visible: event.target.checked })}
            />
            <span className="flex flex-col">
              <span className="font-semibold">{t('menuEditor.fields.visible')}</span>
              <span className="text-sm text-ink-muted">{t('menuEditor.fields.visibleHint')}</span>
            </span>
          </label>

          <FormAlert message={formError} />
          {asking === 'delete' && dish && (
            <ConfirmStep
              question={t(dish.ordered ? 'menuEditor.dish.archiveQuestion' : 'menuEditor.dish.deleteQuestion', { name: dish.name })}
              confirmLabel={t(dish.ordered ? 'menuEditor.dish.confirmArchive' : 'menuEditor.dish.confirmDelete')}
              cancelLabel={t('menuEditor.keep')}
              onConfirm={deleteDish}
              onCancel={() => setAsking(undefined)}
            />
          )}
          {asking === 'discard' && (
            <ConfirmStep
              question={t('menuEditor.discardQuestion', { name: name || t('menuEditor.dish.newTitle') })}
              confirmLabel={t('menuEditor.discard')}
              cancelLabel={t('menuEditor.keepEditing')}
              onConfirm={onClose}
              onCancel={() => setAsking(undefined)}
            />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t border-cream-300 bg-cream-50 px-5 py-3">
          <Button type="submit" disabled={busy || uploading} aria-busy={save.isPending}>
            {save.isPending ? t('menuEditor.saving') : t('menuEditor.save')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={close}>
            {t('menuEditor.cancel')}
          </Button>
          {dish && (
            <Button variant="ghost" className="ml-auto text-brand-700" disabled={busy} onClick={() => setAsking('delete')}>
              {remove.isPending ? t('menuEditor.deleting') : t('menuEditor.delete')}
            </Button>
          )}
        </div>
      </form>
    </Sheet>
  );
}
