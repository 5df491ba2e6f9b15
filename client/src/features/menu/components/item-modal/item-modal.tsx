import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { CloseButton } from '../../../../components/ui/close-button';
import { Sheet } from '../../../../components/ui/sheet';
import { Spinner } from '../../../../components/ui/spinner';
import { addTranslations } from '../../../../lib/i18n';
import { itemModalResources } from '../../../../locales/item-modal';
import { useMenuItem } from '../../api/get-menu-item';
import { useItemModalStore } from '../../stores/item-modal-store';
import { ItemDetails } from './item-details';

// The modal's strings arrive with its code (see locales/item-modal.ts).
addTranslations(itemModalResources);

/** Shown while a `?item=` link loads its item, or when that item does not exist. */
function ItemPlaceholder({ titleId, failed, onClose }: { titleId: string; failed: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 p-8 text-center">
      <div className="self-end">
        <CloseButton label={t('itemModal.close')} onClick={onClose} />
      </div>
      <h2 id={titleId} className="text-xl font-bold">
        {failed ? t('itemModal.notFound') : t('itemModal.loading')}
      </h2>
      {failed ? <Button onClick={onClose}>{t('itemModal.backToMenu')}</Button> : <Spinner label={t('itemModal.loading')} />}
    </div>
  );
}

/** The item modal (lazy-loaded): opened by a card or by a `?item=<id>` link. */
export function ItemModal({ itemId }: { itemId: string }) {
  const titleId = useId();
  const close = useItemModalStore((state) => state.close);
  const { data: item, isError } = useMenuItem(itemId);

  return (
    <Sheet open onClose={close} labelledBy={titleId} placement="center" className="sm:max-w-lg">
      {item ? (
        <ItemDetails item={item} titleId={titleId} onClose={close} />
      ) : (
        <ItemPlaceholder titleId={titleId} failed={isError} onClose={close} />
      )}
    </Sheet>
  );
}
