import type { ReactNode } from 'react';

/** A short failure message next to the control whose request failed (announced to screen readers). */
export function InlineError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm font-medium text-brand-800">
      {children}
    </p>
  );
}
