import { X } from 'lucide-react';

import { iconButtonClasses } from './icon-button';

interface CloseButtonProps {
  /** Accessible name, e.g. 'Close cart'. */
  label: string;
  onClick: () => void;
  className?: string;
}

/** The round X of dialogs and drawers. */
export function CloseButton({ label, onClick, className = '' }: CloseButtonProps) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={`${iconButtonClasses} ${className}`}>
      <X aria-hidden="true" className="size-6" />
    </button>
  );
}
