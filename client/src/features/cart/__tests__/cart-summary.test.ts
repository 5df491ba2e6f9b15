import { cartLine, cartOf } from '../../../test/menu-cart-fixtures';
import { cartItemCount, visibleLines } from '../cart-summary';

describe('cart summary', () => {
  const cart = cartOf([
    cartLine({ cartItemId: 'a', quantity: 2 }),
    cartLine({ cartItemId: 'b', quantity: 0, totalPrice: 0 }),
    cartLine({ cartItemId: 'c', quantity: 1 }),
  ]);

  it('when lines have quantity 0, then they are hidden and not counted', () => {
    expect(visibleLines(cart).map((line) => line.cartItemId)).toEqual(['a', 'c']);
    expect(cartItemCount(cart)).toBe(3);
  });

  it('when there is no cart yet, then there are no lines', () => {
    expect(visibleLines(null)).toEqual([]);
    expect(cartItemCount(undefined)).toBe(0);
  });
});
