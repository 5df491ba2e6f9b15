import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Button } from '../../../../components/ui/button';
import { InlineError } from '../../../../components/ui/inline-error';
import { paths } from '../../../../config/paths';
import { formatHuf } from '../../../../lib/format';
import { useAuthStore } from '../../../../lib/session/auth-store';
import { loginRedirectState } from '../../../../lib/session/login-redirect';
import { useAddToCart } from '../../../cart';
import { useItemModalStore } from '../../stores/item-modal-store';
import { QuantityStepper } from './quantity-stepper';
import type { ItemForm } from './use-item-form';

/**
 * The modal's footer: the quantity stepper and 'Add to Cart - {price x quantity}'. Logged in: adds the line, the cart reloads, the modal closes.
 * Logged out: keeps the choices and goes to /login, which brings the visitor back to this item.
 */
export function ItemModalFooter({ form }: { form: ItemForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const { close, keepDraft } = useItemModalStore.getState();
  const addToCart = useAddToCart();
  const { variant, chosen, quantity, instructions, total } = form;

  const onClick = () => {
    if (!variant) return;
    const line = { extraIds: chosen, quantity, instructions };
    if (!isAuthenticated) {
      keepDraft({ itemId: variant.id, ...line });
      void navigate(paths.login, { state: loginRedirectState(`${paths.home}?item=${encodeURIComponent(variant.id)}`) });
      return;
    }
    addToCart.mutate({ menuItemId: variant.id, ...line }, { onSuccess: close });
  };

  return (
    <div className="flex flex-col gap-2 border-t border-cream-200 bg-white px-4 py-3 sm:px-5">
      {addToCart.isError && <InlineError>{t('itemModal.addError', { message: addToCart.error.message })}</InlineError>}
      <div className="flex items-center gap-3">
        <QuantityStepper value={quantity} onChange={form.setQuantity} />
        <Button
          onClick={onClick}
          disabled={!variant || addToCart.isPending}
          className="min-w-0 flex-1 px-3 text-[0.9375rem] whitespace-nowrap sm:text-base"
        >
          {total === null ? t('itemModal.addToCartNoPrice') : t('itemModal.addToCart', { price: formatHuf(total) })}
        </Button>
      </div>
    </div>
  );
}
