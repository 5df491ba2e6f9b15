import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}

/** One part of the page (API keys, webhook endpoints): a white card like the board's, with its heading. */
export function SectionCard({ id, title, hint, children }: SectionCardProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5 rounded-3xl bg-surface p-4 shadow-card ring-1 ring-ink/10 sm:p-6">
      <header className="flex flex-col gap-1">
        <h2 id={id} tabIndex={-1} className="text-2xl font-extrabold">
          {title}
        </h2>
        <p className="text-ink-muted">{hint}</p>
      </header>
      {children}
    </section>
  );
}
