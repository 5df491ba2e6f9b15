import { useTranslation } from 'react-i18next';

import { useNow } from '../../../lib/use-now';
import { elapsedLabel, formatClock, minutesSince } from '../order-time';

/** '12 min ago · 14:05', updated while the board is open. */
export function ElapsedTime({ since }: { since: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const { key, ...values } = elapsedLabel(minutesSince(since, now));
  return (
    <span className="text-base text-ink-muted">
      <time dateTime={since} className="font-bold text-ink">
        {t(key, values)}
      </time>
      <span aria-hidden="true"> · </span>
      <span>{formatClock(since, i18n.language, now)}</span>
    </span>
  );
}
