import { carouselArrows } from '../carousel-arrows';

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
