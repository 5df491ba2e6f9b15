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

/**
 * Made on first use, not when the module loads: building the first currency formatter loads the
 * locale's data (tens of milliseconds on a phone), which would otherwise delay the home page's
 * first paint although no price shows until the menu has arrived.
 */
let hufFormat: Intl.NumberFormat | undefined;

/** The client's one money formatter, e.g. '12 345 Ft' (Hungarian grouping, no-break spaces). */
export function formatHuf(amount: number): string {
  hufFormat ??= new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'HUF', maximumFractionDigits: 0 });
  return hufFormat.format(amount);
}

/** 'HUF 1234': the literal form SPEC prescribes on the checkout lines and summary. */
export function formatHufPlain(amount: number): string {
  return `HUF ${amount}`;
}
