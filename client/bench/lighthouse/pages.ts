/** What bench:lighthouse audits: a page, the session it needs, its budgets. */
export type Session = 'none' | 'customer' | 'staff';

export interface Budgets {
  performance: number;
  accessibility: number;
  tbtMs?: number;
  lcpS?: number;
  initialJsBytes?: number;
}

export interface PageSpec {
  label: string;
  path: string;
  session: Session;
  /** A data call only the logged-in page makes: it must be in the run's requests with status 200. */
  proof?: { method: string; path: string };
  budgets: Budgets;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
