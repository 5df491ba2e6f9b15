import { type AdminCategory, categoryInputSchema, MENU_NAME_MAX, type MenuPhoto } from '@pizza/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { DrawerHeader } from '../../../components/ui/drawer-header';
import { FormAlert } from '../../../components/ui/form-controls';
import { Sheet } from '../../../components/ui/sheet';
import { ApiError } from '../../../lib/api';
import { useAdminMenu, useSaveCategory } from '../api/admin-menu';
import { isVersionConflict, issuePathOf, useMenuErrorText, useMenuMessage } from '../menu-messages';
import { ConflictNotice } from './conflict-notice';
import { PhotoField } from './photo-field';
import { TextInput } from './text-fields';

type CategoryField = 'name' | 'nameHu' | 'banner';

function fieldOf(path: ReadonlyArray<PropertyKey>): CategoryField {
  if (path[0] === 'translations') return 'nameHu';
  return path[0] === 'bannerPhotoId' ? 'banner' : 'name';
}

/** A customer section's names in English and Hungarian and its banner (docs/product/menu.md#the-screen). */
export function CategoryDialog({
  category,
  onClose,
  onDone,
}: {
  category: AdminCategory;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const menuMessage = useMenuMessage();
  const errorText = useMenuErrorText();
  const adminMenu = useAdminMenu();
  const save = useSaveCategory();
  const [name, setName] = useState(category.name);
  const [nameHu, setNameHu] = useState(category.translations.hu.name);
  const [banner, setBanner] = useState<MenuPhoto | undefined>(category.banner);
  const [version, setVersion] = useState(category.version);
  const [errors, setErrors] = useState<Partial<Record<CategoryField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState<'conflict' | 'reloaded'>();
  const [uploading, setUploading] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = categoryInputSchema.safeParse({
      name,
      translations: { hu: { name: nameHu } },
      bannerPhotoId: banner?.id ?? null,
      version,
    });
    if (!checked.success) {
      const found: Partial<Record<CategoryField, string>> = {};
      for (const issue of checked.error.issues) found[fieldOf(issue.path)] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { category: category.id, body: checked.data },
      {
        onSuccess: () => onDone(t('menuEditor.category.saved', { name: checked.data.name })),
        onError: (error) => {
          if (isVersionConflict(error)) setConflict('conflict');
          else {
            const path = issuePathOf(error);
            if (path && error instanceof ApiError) setErrors({ [fieldOf(path)]: error.message });
            else setFormError(errorText(error));
          }
        },
      },
    );
  };

  const reload = async () => {
    const fresh = await adminMenu.refetch();
    const current = fresh.data?.categories.find((entry) => entry.id === category.id);
    if (current) setVersion(current.version);
    setConflict('reloaded');
  };

  const busy = save.isPending;
  return (
    <Sheet open onClose={() => !busy && onClose()} labelledBy={titleId} placement="right" className="w-full sm:w-[32rem]">
      <DrawerHeader
        titleId={titleId}
        title={t('menuEditor.category.editTitle', { name: category.name })}
        closeLabel={t('menuEditor.close')}
        onClose={() => !busy && onClose()}
        className="border-b border-cream-300"
      />
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
          {conflict && (
            <ConflictNotice
              state={conflict}
              message={errorText(save.error)}
              reloading={adminMenu.isFetching}
              onReload={() => void reload()}
            />
          )}
          <TextInput
            label={t('menuEditor.fields.nameEn')}
            value={name}
            max={MENU_NAME_MAX}
            error={menuMessage(errors.name)}
            disabled={busy}
            onChange={setName}
          />
          <TextInput
            label={t('menuEditor.fields.nameHu')}
            value={nameHu}
            max={MENU_NAME_MAX}
            lang="hu"
            error={menuMessage(errors.nameHu)}
            disabled={busy}
            onChange={setNameHu}
          />
          <PhotoField
            label={t('menuEditor.fields.banner')}
            photo={banner}
            disabled={busy}
            error={menuMessage(errors.banner)}
            onUploading={setUploading}
            onChange={setBanner}
          />
          <FormAlert message={formError} />
        </div>
        <div className="flex flex-wrap gap-2 border-t border-cream-300 bg-cream-50 px-5 py-3">
          <Button type="submit" disabled={busy || uploading} aria-busy={busy}>
            {busy ? t('menuEditor.saving') : t('menuEditor.save')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            {t('menuEditor.cancel')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
