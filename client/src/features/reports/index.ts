/**
 * The reports page's public face: the content of /admin/reports. Everything else under
 * features/reports is internal (ESLint import zones); Chart.js is reached only through it, so it
 * stays in the page's lazy chunk.
 */
export { SalesReports } from './components/sales-reports';
