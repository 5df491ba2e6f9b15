/** Money is integer forints everywhere (DESIGN section 6). */

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
 * ONE money format for every screen, the board and the mails (issue 20): Hungarian '10 798 Ft',
 * English 'HUF 10,798'. Whole forints, so no decimals. hu-HU groups only from five digits on
 * (its minimumGroupingDigits is 2: '4999 Ft'), which made '4999 Ft' sit next to '10 798 Ft' in one
 * list; useGrouping 'always' groups every amount of four digits or more ('4 999 Ft'). The spaces
 * are no-break spaces (U+00A0), so an amount never wraps across two lines.
 */
const MONEY_FORMATS: Record<MoneyLanguage, Intl.NumberFormat> = {
  hu: new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'HUF', maximumFractionDigits: 0, useGrouping: 'always' }),
  en: new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'HUF',
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }),
};

/** An amount of forints as a person reads it: `formatMoney(10798, 'hu')` is '10 798 Ft', 'en' gives 'HUF 10,798'. */
export function formatMoney(amount: number, language: string): string {
  return (language === 'hu' ? MONEY_FORMATS.hu : MONEY_FORMATS.en).format(amount);
}
