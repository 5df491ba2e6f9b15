import { carouselArrows, cartItemCount, visibleLines } from '../cart-summary';
import { cartLine, cartOf } from './fixtures';

describe('carousel arrows', () => {
  it('when the carousel is at the start with more to the right, then only the right arrow shows', () => {
    expect(carouselArrows({ scrollLeft: 0, scrollWidth: 900, clientWidth: 300 })).toEqual({ left: false, right: true });
  });

  it('when scrolled into the middle, then both arrows show', () => {
    expect(carouselArrows({ scrollLeft: 200, scrollWidth: 900, clientWidth: 300 })).toEqual({ left: true, right: true });
  });

  it('when scrolled to the end, then only the left arrow shows (sub-pixel leftovers ignored)', () => {
    expect(carouselArrows({ scrollLeft: 599.5, scrollWidth: 900, clientWidth: 300 })).toEqual({ left: true, right: false });
  });

  it('when everything fits, then no arrow shows', () => {
    expect(carouselArrows({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ left: false, right: false });
  });
});

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
