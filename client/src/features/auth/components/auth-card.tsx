import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  /** Ties the heading to the page for focus management between steps. */
  titleId?: string;
  subtitle?: ReactNode;
  /** The page's top bar, customer or staff: the route pages pass it, so auth never imports the app layout. */
  header: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every sign-in page: top bar, then one centred card (full width on phones). */
export function AuthCard({ title, titleId, subtitle, header, children, footer }: AuthCardProps) {
  return (
    <>
      {header}
      <main id="main-content" className="mx-auto w-full max-w-md px-4 pt-6 pb-16 sm:pt-12">
        <div className="rounded-3xl bg-surface p-5 shadow-card sm:p-8">
          <h1 id={titleId} tabIndex={-1} className="text-2xl font-extrabold text-ink focus:outline-none sm:text-3xl">
            {title}
          </h1>
          {subtitle && <div className="mt-2 text-ink-muted">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-ink-muted">{footer}</div>}
      </main>
    </>
  );
}
