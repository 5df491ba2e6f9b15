import type { ReportRange } from '../report-range';

/** Query keys of the reports page: one sales report per range. */
export const reportsKeys = {
  all: ['reports'] as const,
  sales: (range: ReportRange) => [...reportsKeys.all, 'sales', range.from, range.to] as const,
};
