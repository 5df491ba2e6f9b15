import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface LeaveAtDoorSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** 'Leave at the door': an on/off switch (role="switch", aria-checked), sent with the order. */
export function LeaveAtDoorSwitch({ checked, onChange, disabled = false }: LeaveAtDoorSwitchProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-4 border-t border-cream-200 pt-3">
      <span id={labelId} className="font-semibold">
        {t('checkout.leaveAtDoor')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full p-1 transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'bg-basil' : 'bg-ink-muted/40'
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-6 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-0'}`}
        />
      </button>
    </div>
  );
}
