import '../../../test/setup';
import { act, render, screen } from '@testing-library/react';

import type { ChannelStatus } from '../../../lib/order-channel';
import { LiveIndicator } from '../live-indicator';

const LABELS = {
  connecting: 'Connecting to live updates…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  down: 'Live updates are down, refreshing every 10 s',
  offline: "You're offline. This order will update when you're back online.",
};

/** Sets what navigator.onLine says and tells the page, as the browser does. */
function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the live indicator', () => {
  it.each<[ChannelStatus, string]>([
    ['live', 'Live'],
    ['reconnecting', 'Reconnecting…'],
    ['down', 'Live updates are down, refreshing every 10 s'],
    ['connecting', 'Connecting to live updates…'],
  ])('when the channel is %s, then a polite status says "%s" in words', (status, text) => {
    render(<LiveIndicator status={status} labels={LABELS} />);
    const indicator = screen.getByRole('status');
    expect(indicator).toHaveTextContent(text);
    expect(indicator).toHaveAttribute('aria-live', 'polite');
    // The icon is decoration: the words carry the meaning.
    expect(indicator.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });

  it('when live updates are down because the device is offline, then it promises no refresh; back online, the usual words', () => {
    render(<LiveIndicator status="down" labels={LABELS} />);
    act(() => goOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(LABELS.offline);
    expect(screen.getByRole('status')).not.toHaveTextContent('refreshing');
    act(() => goOnline(true));
    expect(screen.getByRole('status')).toHaveTextContent(LABELS.down);
  });

  it('when the status changes, then the same live region updates (screen readers hear the change)', () => {
    const { rerender } = render(<LiveIndicator status="live" labels={LABELS} />);
    const region = screen.getByRole('status');
    rerender(<LiveIndicator status="down" labels={LABELS} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(LABELS.down);
  });
});
