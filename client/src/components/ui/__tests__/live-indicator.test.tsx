import '../../../test/setup';
import { render, screen } from '@testing-library/react';

import type { ChannelStatus } from '../../../lib/order-channel';
import { LiveIndicator } from '../live-indicator';

const LABELS = {
  connecting: 'Connecting to live updates…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  down: 'Live updates are down, refreshing every 10 s',
};

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

  it('when the status changes, then the same live region updates (screen readers hear the change)', () => {
    const { rerender } = render(<LiveIndicator status="live" labels={LABELS} />);
    const region = screen.getByRole('status');
    rerender(<LiveIndicator status="down" labels={LABELS} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(LABELS.down);
  });
});
