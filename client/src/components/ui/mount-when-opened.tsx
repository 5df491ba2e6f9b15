import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts lazily loaded content the first time `open` becomes true and keeps it mounted afterwards,
 * so a drawer's code is fetched only when someone opens it, yet it can still slide out when closed.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
