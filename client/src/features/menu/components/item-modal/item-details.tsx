import { type MenuItem, TEXT_LIMITS } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CharacterCount } from '../../../../components/ui/character-count';
import { CloseButton } from '../../../../components/ui/close-button';
import { ProductImage } from '../../../../components/ui/product-image';
import { Spinner } from '../../../../components/ui/spinner';
import { useLocaleFormat } from '../../../../lib/use-locale-format';
import { useSoldOutText } from '../../hooks/use-sold-out-text';
import { DietTags } from '../diet-tags';
import { AllergenInfo } from './allergen-info';
import { ExtrasPicker } from './extras-picker';
import { ItemModalFooter } from './item-modal-footer';
import { RetryMessage } from './retry-message';
import { SizeToggle } from './size-toggle';
import { useItemForm } from './use-item-form';

/** 'Special Instructions': sent with the line so the kitchen sees it, and shown in the cart; the counter shows the limit. */
function InstructionsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-display text-lg font-bold">
        {t('itemModal.instructions')}
      </label>
      <div>
        <textarea
          id={id}
          rows={3}
          maxLength={TEXT_LIMITS.instructions}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('itemModal.instructionsPlaceholder')}
          aria-describedby={`${id}-count`}
          className="w-full resize-y rounded-2xl border border-cream-300 bg-surface px-4 py-3 placeholder:text-ink-muted/80"
        />
        <CharacterCount id={`${id}-count`} length={value.length} max={TEXT_LIMITS.instructions} />
      </div>
    </div>
  );
}

interface ItemDetailsProps {
  item: MenuItem;
  titleId: string;
  onClose: () => void;
}

/** Image, title, size, price, description, add-ons, instructions; the footer adds to the cart. */
export function ItemDetails({ item, titleId, onClose }: ItemDetailsProps) {
  const { t } = useTranslation();
  const form = useItemForm(item);
  const { money, name, description } = useLocaleFormat();
  const soldOutText = useSoldOutText();
  const { shown } = form;

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <div className="relative bg-cream-100">
          <ProductImage
            src={shown.imageUrl}
            photo={shown.photo}
            sizes="(min-width: 640px) 512px, 100vw"
            eager
            className={`aspect-[16/9] w-full ${shown.photo ? 'object-cover' : 'object-contain p-2'}`}
          />
          <CloseButton label={t('itemModal.close')} onClick={onClose} className="absolute top-3 right-3 bg-surface/90 shadow-sm" />
        </div>
        <div className="flex flex-col gap-5 p-5">
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="text-2xl leading-tight font-extrabold">
              {name(shown)}
            </h2>
            <p className="text-xl font-extrabold text-brand-700 tabular-nums">
              {form.price === null ? <Spinner label={t('itemModal.loadingPrice')} /> : money(form.price)}
            </p>
            {form.variantError && <RetryMessage message={t('itemModal.sizeError')} busy={form.retryingSize} onRetry={form.retrySize} />}
            <p className="leading-relaxed text-ink-muted">{description(shown)}</p>
            <DietTags tags={shown.dietTags} className="mt-1" />
          </div>
          <AllergenInfo allergens={shown.allergens} />
          {form.hasSizes && (
            <SizeToggle
              value={form.size}
              onChange={form.setSize}
              variants={form.variants}
              soldOut={form.sizeSoldOut}
              soldOutText={(size) => soldOutText((size === item.size ? item : form.variants[size as 'MEDIUM' | 'LARGE'])?.soldOutUntil)}
            />
          )}
          {form.hasAddOns && <ExtrasPicker chosen={form.chosen} onToggle={form.toggle} offered={item.extraIds} />}
          <InstructionsField value={form.instructions} onChange={form.setInstructions} />
        </div>
      </div>
      <ItemModalFooter form={form} />
    </>
  );
}
