import { isAwaitingRelease, type Order } from '@pizza/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { DrawerHeader } from '../../../components/ui/drawer-header';
import { FormAlert } from '../../../components/ui/form-controls';
import { Sheet } from '../../../components/ui/sheet';
import { useErrorText } from '../../../lib/use-error-text';
import { useCancelOrder } from '../api/cancel-order';
import { useScheduledWhen } from './order-eta';

type CancelMutation = ReturnType<typeof useCancelOrder>;

function ConfirmCancel({ order, cancel, onClose }: { order: Order; cancel: CancelMutation; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const when = useScheduledWhen(order);
  return (
    <Sheet open onClose={onClose} labelledBy={`${id}-title`} placement="center" className="sm:w-[32rem]">
      <DrawerHeader titleId={`${id}-title`} title={t('orders.cancel.title')} closeLabel={t('orders.cancel.close')} onClose={onClose} />
      <div className="flex flex-col gap-4 overflow-y-auto px-5 pb-6">
        <p>{t('orders.cancel.text', { when })}</p>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            className="w-full"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
            onClick={() => cancel.mutate(undefined, { onSettled: onClose })}
          >
            {cancel.isPending ? t('orders.cancel.cancelling') : t('orders.cancel.confirm')}
          </Button>
          <Button variant="secondary" className="w-full" onClick={onClose} disabled={cancel.isPending}>
            {t('orders.cancel.keep')}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}

/**
 * An order for later may be cancelled by its customer until it is released to the kitchen
 * (docs/product/scheduled-orders.md#the-order): one button, then a confirmation. Once released
 * (live, order-released) the button goes. A refusal (released meanwhile: TOO_LATE_TO_CANCEL) is
 * said on the page, in the server's words, as the order is re-read.
 */
export function CancelScheduledOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const cancel = useCancelOrder(order.orderId);
  const [confirming, setConfirming] = useState(false);
  const awaiting = isAwaitingRelease(order);
  if (!awaiting && !cancel.isError) return null;
  return (
    <div className="mt-4 flex flex-col gap-3">
      {cancel.isError && <FormAlert message={errorText(cancel.error)} />}
      {awaiting && (
        <Button
          variant="secondary"
          className="w-full sm:w-auto sm:self-start"
          onClick={() => {
            cancel.reset();
            setConfirming(true);
          }}
        >
          {t('orders.cancel.button')}
        </Button>
      )}
      {confirming && awaiting && <ConfirmCancel order={order} cancel={cancel} onClose={() => setConfirming(false)} />}
    </div>
  );
}
