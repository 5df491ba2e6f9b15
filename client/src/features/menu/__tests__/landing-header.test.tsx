import '../../../test/setup';
import { BANNER_ROTATION_MS, BANNER_SLIDE_MS } from '@pizza/shared';
import { act, render, screen } from '@testing-library/react';

import { Providers } from '../../../test/menu-cart-support';
import { LandingHeader } from '../components/landing-header';

const SLIDES = ['/images/landing/landing-1.svg', '/images/landing/landing-2.svg', '/images/landing/landing-3.svg'];

function activeSlide(container: HTMLElement): HTMLImageElement {
  const active = container.querySelectorAll<HTMLImageElement>('img[data-active]');
  expect(active).toHaveLength(1);
  return active[0] as HTMLImageElement;
}

describe('landing header', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when 5 s pass four times, then the background shown goes 0, 1, 2, 0, 1', () => {
    expect(BANNER_ROTATION_MS).toBe(5000);
    const { container } = render(
      <Providers>
        <LandingHeader />
      </Providers>,
    );
    const shown = [SLIDES.indexOf(activeSlide(container).getAttribute('src') ?? '')];

    for (let step = 0; step < 4; step += 1) {
      act(() => jest.advanceTimersByTime(5000));
      shown.push(SLIDES.indexOf(activeSlide(container).getAttribute('src') ?? ''));
    }

    expect(shown).toEqual([0, 1, 2, 0, 1]);
  });

  it('when a background slides in, then the slide takes BANNER_SLIDE_MS (1 s)', () => {
    const { container } = render(
      <Providers>
        <LandingHeader />
      </Providers>,
    );
    act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS));

    expect(BANNER_SLIDE_MS).toBe(1000);
    expect(activeSlide(container).style.transitionDuration).toBe('1000ms');
    const leaving = container.querySelector<HTMLImageElement>(`img[src="${SLIDES[0]}"]`);
    expect(leaving?.style.transitionDuration).toBe('1000ms');
  });

  it('when shown, then it is a region named by its title, not a second banner landmark', () => {
    render(
      <Providers>
        <LandingHeader />
      </Providers>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hand-stretched pizza, hot from our oven' })).toBeInTheDocument();
  });
});
