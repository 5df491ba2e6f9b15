import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../lib/use-error-text';
import { nextSlotsOf } from '../quote';
import { useSlotWhen } from './schedule-picker';

/**
 * A slot refused (SLOT_FULL, SLOT_UNAVAILABLE): the server's sentence, in the reader's language,
 * and the next free slots it named as buttons that choose that slot (docs/product/scheduled-orders.md#checkout).
 */
export function SlotRefusal({ error, onPick }: { error: unknown; onPick: (at: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const when = useSlotWhen();
  const nextSlots = nextSlotsOf(error);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900 ring-1 ring-brand-200"
      data-testid="slot-refusal"
    >
      <p className="font-medium">{errorText(error)}</p>
      {nextSlots.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-bold">{t('checkout.schedule.otherTimes')}</p>
          <div className="flex flex-wrap gap-2">
            {nextSlots.map((slot) => (
              <Button key={slot.at} variant="secondary" size="sm" className="min-h-11" onClick={() => onPick(slot.at)}>
                {when(slot.at)}
              </Button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
