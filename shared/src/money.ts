/** Money is integer forints everywhere (docs/product/rules.md#money-and-fees). */

function assertWholeForints(value: number, what: string): void {
  // A fraction or negative here is a bug upstream; failing loudly beats charging a rounded amount.
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative whole number, got ${value}`);
  }
}

/** (item price + chosen extras) x quantity: extras are charged per unit. */
export function lineTotal(unitPrice: number, extrasPrices: readonly number[], quantity: number): number {
  assertWholeForints(unitPrice, 'unitPrice');
  extrasPrices.forEach((price) => assertWholeForints(price, 'extra price'));
  assertWholeForints(quantity, 'quantity');
  const extras = extrasPrices.reduce((sum, price) => sum + price, 0);
  return (unitPrice + extras) * quantity;
}

/** The languages money is written in: the shop's two (English is the default). */
export type MoneyLanguage = 'en' | 'hu';

/*
 * ONE money format for every screen, the board and the mails: Hungarian '10 798 Ft',
 * English 'HUF 10,798'. Whole forints, so no decimals. hu-HU groups only from five digits on
 * (its minimumGroupingDigits is 2: '4999 Ft'), which made '4999 Ft' sit next to '10 798 Ft' in one
 * list; useGrouping 'always' groups every amount of four digits or more ('4 999 Ft'). The spaces
 * are no-break spaces (U+00A0), so an amount never wraps across two lines.
 *
 * Each formatter is made on first use, not when the module loads: building the first currency
 * formatter loads the locale's data (tens of milliseconds on a phone), which would otherwise delay
 * the home page's first paint although no price shows until the menu has arrived.
 */
const MONEY_OPTIONS: Record<MoneyLanguage, [string, Intl.NumberFormatOptions]> = {
  hu: ['hu-HU', { style: 'currency', currency: 'HUF', maximumFractionDigits: 0, useGrouping: 'always' }],
  en: ['en-GB', { style: 'currency', currency: 'HUF', currencyDisplay: 'code', maximumFractionDigits: 0, useGrouping: 'always' }],
};
const moneyFormats: Partial<Record<MoneyLanguage, Intl.NumberFormat>> = {};

/** An amount of forints as a person reads it: `formatMoney(10798, 'hu')` is '10 798 Ft', 'en' gives 'HUF 10,798'. */
export function formatMoney(amount: number, language: string): string {
  const key: MoneyLanguage = language === 'hu' ? 'hu' : 'en';
  moneyFormats[key] ??= new Intl.NumberFormat(...MONEY_OPTIONS[key]);
  return moneyFormats[key].format(amount);
}
