/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first: a dish
 * name, a customer's name, a webhook description) gets a leading apostrophe, so it stays text. Every
 * CSV export defuses its rows with this (docs/product/audit-log.md, docs/product/reports.md#exports).
 */
export function defuseCells<T extends Record<string, string>>(row: T): T {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, /^[=+\-@\t\r]/.test(value) ? `'${value}` : value])) as T;
}
