/** Grey card with the same shape as MenuItemCard, so the page does not jump when data arrives. */
export function MenuItemCardSkeleton() {
  return (
    <li aria-hidden="true" className="flex">
      <div className="flex w-full animate-pulse flex-row-reverse items-center overflow-hidden rounded-2xl bg-surface shadow-card sm:flex-col sm:items-stretch">
        <div className="m-3 aspect-square w-28 shrink-0 rounded-xl bg-cream-200 sm:m-0 sm:aspect-[4/3] sm:w-full sm:rounded-none" />
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="h-5 w-2/3 rounded bg-cream-200" />
          <div className="h-3.5 w-full rounded bg-cream-100" />
          <div className="h-3.5 w-4/5 rounded bg-cream-100" />
          <div className="mt-3 h-5 w-1/3 rounded bg-cream-200" />
        </div>
      </div>
    </li>
  );
}
