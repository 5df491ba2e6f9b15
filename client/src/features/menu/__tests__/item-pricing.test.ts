import { QUANTITY_MAX_PER_LINE } from '@pizza/shared';

import { buttonTotal, clampQuantity, displayedPrice, toggleExtra } from '../item-pricing';

const EXTRAS = [
  { id: 'EXT_001', name: 'Extra cheese', price: 400, available: true, allergens: [] },
  { id: 'EXT_002', name: 'Mushrooms', price: 300, available: true, allergens: [] },
];

describe('item modal pricing', () => {
  it('when an add-on is ticked, then its price is added; unticked, subtracted', () => {
    let chosen = toggleExtra([], 'EXT_001');
    expect(displayedPrice(4699, EXTRAS, chosen)).toBe(5099);
    chosen = toggleExtra(chosen, 'EXT_002');
    expect(displayedPrice(4699, EXTRAS, chosen)).toBe(5399);
    chosen = toggleExtra(chosen, 'EXT_001');
    expect(chosen).toEqual(['EXT_002']);
    expect(displayedPrice(4699, EXTRAS, chosen)).toBe(4999);
  });

  it('when quantity is 3, then the button total is (price + add-ons) x 3', () => {
    expect(buttonTotal(4699, EXTRAS, ['EXT_001', 'EXT_002'], 3)).toBe((4699 + 700) * 3);
  });

  it('when the quantity would leave 1..50, then it is clamped', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(2)).toBe(2);
    expect(clampQuantity(QUANTITY_MAX_PER_LINE + 1)).toBe(QUANTITY_MAX_PER_LINE);
  });
});
