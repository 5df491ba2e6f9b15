import { withNameTranslations } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Button } from '../../../../components/ui/button';
import { InlineError } from '../../../../components/ui/inline-error';
import { paths } from '../../../../config/paths';
import { useAuthStore } from '../../../../lib/session/auth-store';
import { loginRedirectState } from '../../../../lib/session/login-redirect';
import { useErrorText } from '../../../../lib/use-error-text';
import { useLocaleFormat } from '../../../../lib/use-locale-format';
import { useAddToCart } from '../../../cart';
import { useSoldOutText } from '../../hooks/use-sold-out-text';
import { useItemModalStore } from '../../stores/item-modal-store';
import { QuantityStepper } from './quantity-stepper';
import type { ItemForm } from './use-item-form';

/**
 * The modal's footer: the quantity stepper and 'Add to Cart - {price x quantity}'. Logged in: adds the line, the cart reloads, the modal closes.
 * Logged out: keeps the choices (through a sign-up and a reload too) and goes to /login, which
 * brings the visitor back to this item, whether they log in or sign up.
 */
export function ItemModalFooter({ form }: { form: ItemForm }) {
  const { t } = useTranslation();
  const { money } = useLocaleFormat();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const { close, keepDraft } = useItemModalStore.getState();
  const addToCart = useAddToCart();
  const soldOutText = useSoldOutText();
  const soldOutId = useId();
  const { variant, chosen, quantity, instructions, total, soldOut } = form;

  const onClick = () => {
    if (!variant || soldOut) return;
    const line = { extraIds: chosen, quantity, instructions };
    if (!isAuthenticated) {
      keepDraft({ itemId: variant.id, name: variant.name, ...withNameTranslations(variant.translations), ...line });
      void navigate(paths.login, { state: loginRedirectState(`${paths.home}?item=${encodeURIComponent(variant.id)}`) });
      return;
    }
    addToCart.mutate({ menuItemId: variant.id, ...line }, { onSuccess: close });
  };

  return (
    <div className="flex flex-col gap-2 border-t border-cream-200 bg-surface px-4 py-3 sm:px-5">
      {addToCart.isError && <InlineError>{errorText(addToCart.error)}</InlineError>}
      {soldOut && (
        <p id={soldOutId} className="text-center font-bold text-ink">
          {soldOutText(soldOut.until)}
        </p>
      )}
      <div className="flex items-center gap-3">
        <QuantityStepper value={quantity} onChange={form.setQuantity} />
        <Button
          onClick={onClick}
          disabled={!variant || addToCart.isPending || soldOut !== undefined}
          aria-describedby={soldOut ? soldOutId : undefined}
          className="min-w-0 flex-1 px-3 text-[0.9375rem] whitespace-nowrap sm:text-base"
        >
          {soldOut
            ? t('soldOut.badge')
            : total === null
              ? t('itemModal.addToCartNoPrice')
              : t('itemModal.addToCart', { price: money(total) })}
        </Button>
      </div>
    </div>
  );
}
