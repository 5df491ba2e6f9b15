import { mergePriceChanges, type PriceChange } from '../index';

const CHANGE: PriceChange = {
  cartItemId: 'line-1',
  menuItemId: 'PIZ_001',
  name: 'Margarita',
  size: 'MEDIUM',
  before: 2899,
  after: 2999,
};

describe('mergePriceChanges', () => {
  it('when nothing was noted, then the new changes are kept as they are', () => {
    expect(mergePriceChanges([], [CHANGE])).toEqual([CHANGE]);
  });

  it('when a line changes twice, then the first price seen and the newest are kept', () => {
    expect(mergePriceChanges([CHANGE], [{ ...CHANGE, before: 2999, after: 3099 }])).toEqual([{ ...CHANGE, after: 3099 }]);
  });

  it('when a price goes back to what the customer first saw, then the change is gone', () => {
    expect(mergePriceChanges([CHANGE], [{ ...CHANGE, before: 2999, after: 2899 }])).toEqual([]);
  });

  it('when a quote says nothing new, then the noted changes stay', () => {
    expect(mergePriceChanges([CHANGE], [])).toEqual([CHANGE]);
  });

  it('when another line changes, then both are kept, in the order they came', () => {
    const other = { ...CHANGE, cartItemId: 'line-2' };
    expect(mergePriceChanges([CHANGE], [other])).toEqual([CHANGE, other]);
  });

  it('when a line left the cart, then its change is dropped', () => {
    const other = { ...CHANGE, cartItemId: 'line-2' };
    expect(mergePriceChanges([CHANGE], [other], new Set(['line-2']))).toEqual([other]);
  });
});
