import { RefreshCw, WifiOff } from 'lucide-react';

import type { ChannelStatus } from '../../lib/order-channel';
import { useOnline } from '../../lib/use-online';

/**
 * What the indicator says for each status, and `offline` for 'down' while the device has no network
 * (then no refresh can happen, so none is promised); each page brings its own strings.
 */
export type LiveIndicatorLabels = Record<ChannelStatus | 'offline', string>;

const TONES: Record<ChannelStatus, string> = {
  live: 'bg-green-50 text-green-900 ring-green-600/30',
  connecting: 'bg-cream-100 text-ink ring-ink/15',
  reconnecting: 'bg-accent-200/60 text-ink ring-accent-600/40',
  down: 'bg-red-50 text-red-900 ring-red-600/30',
};

const SIZES = {
  /** Beside a page heading. */
  sm: { box: 'gap-2 px-3 py-1 text-sm', icon: 'size-4', dot: 'size-2.5' },
  /** On the staff board, read from across the kitchen. */
  lg: { box: 'gap-2.5 px-4 py-2 text-base', icon: 'size-5', dot: 'size-3' },
};

function StatusIcon({ status, size }: { status: ChannelStatus; size: keyof typeof SIZES }) {
  const { icon, dot } = SIZES[size];
  if (status === 'live') {
    return (
      <span aria-hidden="true" className={`relative flex shrink-0 ${dot}`}>
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-500 opacity-60" />
        <span className={`relative inline-flex rounded-full bg-green-600 ${dot}`} />
      </span>
    );
  }
  if (status === 'down') return <WifiOff aria-hidden="true" className={`shrink-0 ${icon}`} />;
  return <RefreshCw aria-hidden="true" className={`shrink-0 animate-spin ${icon}`} />;
}

/**
 * Whether live updates are flowing (docs/integrators/live-channel.md: a visible sign when they are down). The
 * words carry the meaning, the icon and colour back them up; screen readers hear each change.
 */
interface LiveIndicatorProps {
  status: ChannelStatus;
  labels: LiveIndicatorLabels;
  size?: keyof typeof SIZES;
}

export function LiveIndicator({ status, labels, size = 'sm' }: LiveIndicatorProps) {
  const offline = !useOnline();
  return (
    <p
      role="status"
      aria-live="polite"
      data-status={status}
      // rounded-2xl: a pill on one line, a soft box when the 'down' sentence wraps on a phone.
      className={`inline-flex items-center rounded-2xl font-semibold ring-1 ring-inset ${SIZES[size].box} ${TONES[status]}`}
    >
      <StatusIcon status={status} size={size} />
      <span>{status === 'down' && offline ? labels.offline : labels[status]}</span>
    </p>
  );
}
