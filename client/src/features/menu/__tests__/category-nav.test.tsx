import '../../../test/setup';
import { NAV_HIGHLIGHT_DELAY_MS } from '@pizza/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { Providers } from '../../../test/menu-cart-support';
import { CategoryNav } from '../components/category-nav';
import { MENU_CATEGORIES } from '../menu-categories';

function renderNavWithSections() {
  const scrolled: string[] = [];
  render(
    <Providers>
      <CategoryNav />
      {MENU_CATEGORIES.map((category) => (
        <section key={category} id={category} tabIndex={-1} />
      ))}
    </Providers>,
  );
  MENU_CATEGORIES.forEach((category) => {
    const section = document.getElementById(category) as HTMLElement;
    section.scrollIntoView = () => scrolled.push(category);
  });
  return scrolled;
}

describe('category navigation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when the page opens, then Classic Pizza is the active entry', () => {
    renderNavWithSections();
    expect(screen.getByRole('link', { name: /Classic Pizza/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('when an entry is clicked, then its section scrolls into view and it becomes active after 100 ms', () => {
    const scrolled = renderNavWithSections();
    const burgers = screen.getByRole('link', { name: /Burgers/ });

    fireEvent.click(burgers);
    expect(scrolled).toEqual(['BURGER']);
    expect(document.activeElement).toBe(document.getElementById('BURGER'));
    expect(burgers).not.toHaveAttribute('aria-current');

    act(() => jest.advanceTimersByTime(NAV_HIGHLIGHT_DELAY_MS));
    expect(burgers).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Classic Pizza/ })).not.toHaveAttribute('aria-current');
  });
});
