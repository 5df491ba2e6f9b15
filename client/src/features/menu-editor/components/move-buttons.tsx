import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { iconButtonClasses } from '../../../components/ui/icon-button';

interface MoveButtonsProps {
  /** The entry's name, for the buttons' accessible names ('Move Margarita up'). */
  name: string;
  /**
   * A section's buttons say so ('Move the Calzone section up'): a section and one of its dishes
   * may share a name, and a screen reader's list of buttons must tell them apart.
   */
  section?: boolean;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}

/**
 * Up and down for one entry of an ordered list: plain buttons, so the keyboard and a screen reader
 * reorder as a mouse does (docs/product/menu.md#the-screen). The first cannot go up, the last not down.
 */
export function MoveButtons({ name, section = false, index, count, busy, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  const keys = section
    ? (['menuEditor.category.moveUp', 'menuEditor.category.moveDown'] as const)
    : (['menuEditor.moveUp', 'menuEditor.moveDown'] as const);
  const classes = `${iconButtonClasses} size-10 disabled:cursor-not-allowed disabled:opacity-35`;
  return (
    <div className="flex shrink-0 items-center">
      <button type="button" className={classes} aria-label={t(keys[0], { name })} disabled={busy || index === 0} onClick={() => onMove(-1)}>
        <ChevronUp aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={classes}
        aria-label={t(keys[1], { name })}
        disabled={busy || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ChevronDown aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
