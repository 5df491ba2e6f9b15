import { isFinalStatus, type Order, type OrderStatus } from '@pizza/shared';
import { Bike, Check, ChefHat, House, type LucideIcon, PackageCheck, ReceiptText, ShoppingBag, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../../lib/format';
import { orderStages, type Stage } from '../order-stages';

const STAGE_ICONS: Partial<Record<OrderStatus, LucideIcon>> = {
  PLACED: ReceiptText,
  PREPARING: ChefHat,
  OUT_FOR_DELIVERY: Bike,
  READY_FOR_PICKUP: ShoppingBag,
  DELIVERED: House,
  COMPLETED: PackageCheck,
  CANCELLED: X,
};

/** How a stage's circle looks: passed (green tick), where the order is, or still ahead (outline). */
function circleClasses(stage: Stage, finished: boolean): string {
  if (stage.status === 'CANCELLED') return 'bg-red-700 text-white ring-4 ring-red-200';
  if (stage.state === 'done') return 'bg-basil text-white';
  if (stage.state !== 'current') return 'bg-surface text-ink-muted ring-2 ring-inset ring-cream-300';
  // Saffron for "in progress": the shop's red would read as trouble next to a cancelled order.
  return finished ? 'bg-basil text-white ring-4 ring-green-200' : 'bg-accent-400 text-night ring-4 ring-accent-200';
}

function labelTone(stage: Stage): string {
  if (stage.status === 'CANCELLED') return 'text-red-800';
  return stage.state === 'upcoming' ? 'text-ink-muted' : 'text-ink';
}

function StageCircle({ stage, finished }: { stage: Stage; finished: boolean }) {
  const Icon = stage.state === 'done' ? Check : (STAGE_ICONS[stage.status] ?? Check);
  return (
    <span className={`relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full ${circleClasses(stage, finished)}`}>
      <Icon aria-hidden="true" className="size-5" strokeWidth={2.5} />
    </span>
  );
}

/**
 * Where the order is, as an ordered list of stages (the current one is `aria-current="step"`),
 * each with the time it was reached. Stacked on phones, one row from `sm` up; the line between
 * two stages is green once the later one was reached.
 */
export function StageTracker({ order, labelledBy }: { order: Order; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const stages = orderStages(order);
  const finished = isFinalStatus(order.status);
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-col sm:flex-row">
      {stages.map((stage, index) => {
        const next = stages[index + 1];
        const current = stage.state === 'current';
        return (
          <li
            key={stage.status}
            aria-current={current ? 'step' : undefined}
            className="relative flex items-start gap-3 pb-5 last:pb-0 sm:flex-1 sm:flex-col sm:items-center sm:gap-2 sm:pb-0 sm:text-center"
          >
            {next && (
              <span
                aria-hidden="true"
                className={`absolute top-10 bottom-0 left-[1.1875rem] w-0.5 sm:top-[1.1875rem] sm:left-1/2 sm:h-0.5 sm:w-full ${
                  next.state === 'upcoming' ? 'bg-cream-300' : next.status === 'CANCELLED' ? 'bg-red-300' : 'bg-basil'
                }`}
              />
            )}
            <StageCircle stage={stage} finished={finished} />
            <div className="flex min-h-10 flex-col justify-center sm:min-h-0 sm:px-1">
              <span className={`leading-tight ${current ? 'font-extrabold' : 'font-semibold'} ${labelTone(stage)}`}>
                {t(`orderStatus.${stage.status}`)}
              </span>
              {stage.at ? (
                <time dateTime={stage.at} className="text-sm text-ink-muted tabular-nums">
                  {formatTime(stage.at, i18n.language)}
                </time>
              ) : (
                stage.state === 'upcoming' && <span className="sr-only">{t('orders.tracker.notYet')}</span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
