import type { MessageTable } from './table';

/** The reports, the order search and the exports (docs/product/reports.md). */
export const REPORTS_HU: MessageTable = {
  'A day is written YYYY-MM-DD.': 'A napot ÉÉÉÉ-HH-NN alakban adja meg.',
  'The range ends before it starts.': 'Az időszak vége a kezdete előtt van.',
  'A report covers at most {days} days.': 'Egy kimutatás legfeljebb {days} napot fog át.',
};
