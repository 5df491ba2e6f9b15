/** The landing banner's next index: 0, 1, 2, 0, … (docs/product/screens.md). */
export function nextBannerIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export type SlidePosition = 'current' | 'leaving' | 'waiting';

/**
 * Where each background sits: the current one in view, the one just replaced sliding out to the
 * left, the rest waiting on the right. So 2 → 0 slides forward too, never rewinds across all three.
 */
export function slidePosition(slide: number, current: number, count: number): SlidePosition {
  if (slide === current) return 'current';
  return slide === (current - 1 + count) % count ? 'leaving' : 'waiting';
}
