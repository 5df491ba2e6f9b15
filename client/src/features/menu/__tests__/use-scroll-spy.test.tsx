import '../../../test/setup';
import { NAV_HIGHLIGHT_DELAY_MS } from '@pizza/shared';
import { act, renderHook } from '@testing-library/react';

import { useScrollSpy } from '../hooks/use-scroll-spy';

const IDS = ['PIZZA', 'DRINKS', 'BURGER'] as const;

/** The 'scrollend' listeners currently attached to window, counted through add/removeEventListener. */
function trackScrollEndListeners() {
  const live = new Set<EventListenerOrEventListenerObject>();
  const add = jest.spyOn(window, 'addEventListener');
  const remove = jest.spyOn(window, 'removeEventListener');
  add.mockImplementation(function (this: Window, type, listener, options) {
    if (type === 'scrollend' && listener) live.add(listener);
    return EventTarget.prototype.addEventListener.call(this, type, listener, options);
  });
  remove.mockImplementation(function (this: Window, type, listener, options) {
    if (type === 'scrollend' && listener) live.delete(listener);
    return EventTarget.prototype.removeEventListener.call(this, type, listener, options);
  });
  return live;
}

describe('scroll spy clicks', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    IDS.forEach((id) => {
      const section = document.createElement('section');
      section.id = id;
      section.tabIndex = -1;
      section.scrollIntoView = () => undefined;
      document.body.append(section);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  it('when two entries are clicked before any scroll, then only the last click waits for scrollend', () => {
    const live = trackScrollEndListeners();
    const { result } = renderHook(() => useScrollSpy(IDS));

    act(() => result.current.select('DRINKS'));
    act(() => result.current.select('BURGER'));

    expect(live.size).toBe(1);
    act(() => jest.advanceTimersByTime(NAV_HIGHLIGHT_DELAY_MS));
    expect(result.current.active).toBe('BURGER');
  });

  it('when a second entry is clicked within 100 ms, then the first click never highlights its entry', () => {
    const { result } = renderHook(() => useScrollSpy(IDS));
    const seen: string[] = [];

    act(() => result.current.select('DRINKS'));
    act(() => jest.advanceTimersByTime(NAV_HIGHLIGHT_DELAY_MS / 2));
    act(() => result.current.select('BURGER'));
    for (let step = 0; step < 4; step += 1) {
      act(() => jest.advanceTimersByTime(NAV_HIGHLIGHT_DELAY_MS / 2));
      seen.push(result.current.active);
    }

    expect(seen).not.toContain('DRINKS');
    expect(seen.at(-1)).toBe('BURGER');
  });

  it('when the nav unmounts right after a click, then no timer or scrollend listener is left behind', () => {
    const live = trackScrollEndListeners();
    const { result, unmount } = renderHook(() => useScrollSpy(IDS));
    const timersBefore = jest.getTimerCount();

    act(() => result.current.select('DRINKS'));
    expect(jest.getTimerCount()).toBe(timersBefore + 1);
    unmount();

    expect(jest.getTimerCount()).toBe(timersBefore);
    expect(live.size).toBe(0);
  });
});
