/**
 * Menu answers may be reused by the browser for a minute (`Cache-Control: max-age=60`). Once the
 * page learns that the menu changed (the live channel's menu-availability-changed or menu-changed, or a 409 when
 * adding something that sold out), its menu reads revalidate for a little longer than that, so a
 * refetch shows the change instead of the copy the browser kept (a revalidation is a cheap 304).
 */
const REVALIDATE_MS = 70_000;
let revalidateUntil = 0;

export function markMenuChanged(now = Date.now()): void {
  revalidateUntil = now + REVALIDATE_MS;
}

/** fetch's cache mode for a menu read now: 'no-cache' while a change may still be hidden by the browser's copy. */
export function menuCacheMode(now = Date.now()): RequestCache | undefined {
  return now < revalidateUntil ? 'no-cache' : undefined;
}
