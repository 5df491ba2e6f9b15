interface SwitchProps {
  label: string;
  soldOut: boolean;
  text: string;
  onToggle: () => void;
}

/** "Sold out" as a switch: on (red) while sold out; the whole control is one button with a name saying what it sets. */
export function SoldOutSwitch({ label, soldOut, text, onToggle }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={soldOut}
      aria-label={label}
      onClick={onToggle}
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-bold ring-1 transition-colors ${
        soldOut ? 'bg-brand-100 text-brand-900 ring-brand-300' : 'bg-surface text-ink ring-cream-300 hover:bg-cream-100'
      }`}
    >
      <span
        aria-hidden="true"
        className={`relative h-6 w-10 shrink-0 rounded-full transition-colors ${soldOut ? 'bg-brand-solid' : 'bg-cream-300'}`}
      >
        <span className={`absolute top-1 size-4 rounded-full bg-white shadow transition-all ${soldOut ? 'left-5' : 'left-1'}`} />
      </span>
      <span aria-hidden="true">{text}</span>
    </button>
  );
}
