import { CloseButton } from './close-button';

interface DrawerHeaderProps {
  /** Id the Sheet's `labelledBy` points at. */
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  className?: string;
}

/** The title row of a right-hand drawer (cart, side menu): its name and the round X. */
export function DrawerHeader({ titleId, title, closeLabel, onClose, className = '' }: DrawerHeaderProps) {
  return (
    <div className={`flex items-center justify-between py-2 pr-2 pl-5 ${className}`}>
      <h2 id={titleId} className="text-2xl font-extrabold">
        {title}
      </h2>
      <CloseButton label={closeLabel} onClick={onClose} />
    </div>
  );
}
