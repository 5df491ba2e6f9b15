import { type ReactNode, useId } from 'react';

/** A titled white card of the checkout column (Where?, When?, Order Items, Payment), named by its title. */
export function CheckoutSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-cream-200 sm:p-6">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-extrabold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
