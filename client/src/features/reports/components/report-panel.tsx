import type { ReactNode } from 'react';

/** One titled block of the report (a chart, best sellers, operations), a card on the page. */
export function ReportPanel({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-extrabold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
