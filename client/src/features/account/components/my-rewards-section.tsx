import type { Reward, RewardList } from '@pizza/shared';
import { Copy, Gift } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useRewards } from '../api/rewards';

const cardClass = 'flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-card sm:p-6';

const STATE_CLASSES: Record<Reward['state'], string> = {
  available: 'bg-basil text-white',
  used: 'bg-cream-200 text-ink',
  expired: 'bg-cream-200 text-ink-muted line-through decoration-1',
};

/** "2 more finished orders until your next reward" (loyalty on only). */
function Progress({ progress }: { progress: NonNullable<RewardList['progress']> }) {
  const { t } = useTranslation();
  return (
    <p className="font-semibold text-ink" data-testid="rewards-progress">
      {progress.toNext > 0 ? t('rewards.progress', { count: progress.toNext }) : t('rewards.progressNow')}
    </p>
  );
}

/** The code large and in monospace; a usable one with Copy ("Copied", or how to copy by hand). */
function RewardCode({ code, usable }: { code: string; usable: boolean }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <code
        className={`rounded-xl bg-cream-100 px-3 py-1.5 font-mono text-2xl font-bold tracking-widest select-all ${usable ? '' : 'text-ink-muted'}`}
      >
        {code}
      </code>
      {usable && (
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          onClick={() => void copyCode()}
          aria-label={t('rewards.copyCode', { code })}
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('rewards.copy')}
        </Button>
      )}
      <span role="status" className="text-sm font-semibold text-leaf empty:hidden">
        {copy === 'copied' ? t('rewards.copied') : ''}
      </span>
      {copy === 'failed' && <p className="w-full text-sm font-semibold text-brand-700">{t('rewards.copyFailed')}</p>}
    </div>
  );
}

function RewardCard({ reward }: { reward: Reward }) {
  const { t, i18n } = useTranslation();
  const { money, orderNumber } = useLocaleFormat();
  return (
    <li className={cardClass} data-testid="reward">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xl font-extrabold">{t('rewards.amount', { amount: money(reward.amount) })}</p>
        <span className={`rounded-full px-3 py-1 text-sm font-bold ${STATE_CLASSES[reward.state]}`}>
          {t(`rewards.state.${reward.state}`)}
        </span>
      </div>
      <RewardCode code={reward.code} usable={reward.state === 'available'} />
      <p className="text-sm text-ink-muted">
        <time dateTime={reward.validUntil}>{t('rewards.validUntil', { date: formatDate(reward.validUntil, i18n.language) })}</time>
        {' · '}
        {t('rewards.earnedBy', { order: orderNumber(reward.earnedBy.orderSequence) })}
      </p>
    </li>
  );
}

/**
 * "My rewards" on /account (docs/product/promo-codes.md#loyalty-reward): the personal codes regulars
 * earned, each with its amount, validity and state, and how many orders until the next one while
 * the shop's loyalty reward is on.
 */
export function MyRewardsSection() {
  const { t } = useTranslation();
  const id = useId();
  const rewards = useRewards();
  const list = rewards.data;
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={rewards.isPending || undefined} className="mt-10 flex max-w-xl flex-col gap-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-extrabold sm:text-3xl">
        <Gift aria-hidden="true" className="size-7 text-brand-700" />
        {t('rewards.title')}
      </h2>
      {rewards.isPending && <Spinner label={t('rewards.loading')} />}
      {rewards.isError && (
        <div className="flex flex-col items-start gap-3">
          <FormAlert message={t('rewards.loadFailed')} />
          <Button variant="secondary" size="sm" disabled={rewards.isFetching} onClick={() => void rewards.refetch()}>
            {t('rewards.retry')}
          </Button>
        </div>
      )}
      {list && (
        <>
          {list.progress && <Progress progress={list.progress} />}
          {list.rewards.length === 0 ? (
            <p className="text-ink-muted">{t('rewards.empty')}</p>
          ) : (
            <>
              <ul className="flex flex-col gap-4">
                {list.rewards.map((reward) => (
                  <RewardCard key={reward.code} reward={reward} />
                ))}
              </ul>
              <p className="text-sm text-ink-muted">{t('rewards.hint')}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
