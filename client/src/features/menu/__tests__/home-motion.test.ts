import { nextBannerIndex, slidePosition } from '../banner-rotation';
import { bandRootMargin } from '../hooks/use-scroll-spy';

describe('landing banner rotation', () => {
  it('when the banner advances, then the index cycles 0, 1, 2, 0', () => {
    const seen = [0];
    for (let step = 0; step < 3; step += 1) seen.push(nextBannerIndex(seen.at(-1) ?? 0, 3));
    expect(seen).toEqual([0, 1, 2, 0]);
  });

  it('when 2 gives way to 0, then 2 slides out left and 0 comes in, 1 waits on the right', () => {
    expect([0, 1, 2].map((slide) => slidePosition(slide, 0, 3))).toEqual(['current', 'waiting', 'leaving']);
  });
});

describe('scroll-spy band', () => {
  it('when the band is 30%–40% from the top, then the observer root margin is -30% top and -60% bottom', () => {
    expect(bandRootMargin()).toBe('-30% 0px -60% 0px');
  });
});
