import { Button } from '../../../components/ui/button';

interface SubmitInlineProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The submit button beside a field (not full width like the sign-in forms'), aligned with the input. */
export function SubmitInline({ busy, label, busyLabel }: SubmitInlineProps) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} className="shrink-0 sm:mt-7 sm:min-h-12">
      {busy ? busyLabel : label}
    </Button>
  );
}
