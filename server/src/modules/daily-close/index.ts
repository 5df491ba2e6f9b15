/** The daily close mail to the owners (docs/product/reports.md#the-daily-close-mail). */
export { closeMomentOf } from './close-moment';
export { createDailyClose, type DailyClose, type DailyCloseDeps } from './daily-close-job';
export type { DayCloseSources } from './send-day-close';
