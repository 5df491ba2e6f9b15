/** The scroll geometry the Popular Items carousel reads; an HTMLElement has it. */
export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Sub-pixel layouts leave a fraction of a pixel at either end; that is not "more content". */
const EDGE_TOLERANCE_PX = 1;

/** Which carousel arrows to show: left once scrolled from the start, right while more lies to the right. */
export function carouselArrows({ scrollLeft, scrollWidth, clientWidth }: ScrollBox): { left: boolean; right: boolean } {
  return {
    left: scrollLeft > EDGE_TOLERANCE_PX,
    right: scrollLeft + clientWidth < scrollWidth - EDGE_TOLERANCE_PX,
  };
}
