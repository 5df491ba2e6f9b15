import { type LucideIcon, Minus, Plus } from 'lucide-react';

interface StepAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

interface QuantityControlProps {
  value: number;
  /** Names the group, e.g. 'Quantity' or 'Quantity of Margarita (Medium)'. */
  label: string;
  decrease: StepAction & { icon?: LucideIcon };
  increase: StepAction;
  /** 'md' in the item modal, 'sm' on cart lines. */
  size?: 'sm' | 'md';
}

const stepClasses =
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-brand-700 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent';

const sizes = {
  sm: { group: 'gap-1 border', icon: 'size-4.5', value: 'min-w-6 font-bold' },
  md: { group: 'border-2', icon: 'size-5', value: 'min-w-6 text-lg font-bold' },
};

/** − value +, the one quantity stepper of the shop; the minus icon can change (a bin at 1 on cart lines). */
export function QuantityControl({ value, label, decrease, increase, size = 'md' }: QuantityControlProps) {
  const DecreaseIcon = decrease.icon ?? Minus;
  return (
    <div
      role="group"
      aria-label={label}
      className={`flex shrink-0 items-center self-start rounded-full border-cream-300 bg-surface ${sizes[size].group}`}
    >
      <button type="button" aria-label={decrease.label} disabled={decrease.disabled} onClick={decrease.onClick} className={stepClasses}>
        <DecreaseIcon aria-hidden="true" className={sizes[size].icon} />
      </button>
      <output aria-live="polite" className={`text-center tabular-nums ${sizes[size].value}`}>
        {value}
      </output>
      <button type="button" aria-label={increase.label} disabled={increase.disabled} onClick={increase.onClick} className={stepClasses}>
        <Plus aria-hidden="true" className={sizes[size].icon} />
      </button>
    </div>
  );
}
