import type { ReactNode } from 'react';

/** 1 column on phones, 2 from sm, 3 from lg, 4 from xl (docs/product/screens.md). */
export function MenuItemGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <ul aria-busy={busy || undefined} className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {children}
    </ul>
  );
}
