import type { PushDevice } from '@pizza/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { InlineError } from '../../../../components/ui/inline-error';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../../../lib/format';
import { useStaffAuthStore } from '../../../../lib/session/staff-auth-store';
import { requestNotificationPermission } from '../../alerts/browser-notification';
import { pushDevicesKey, usePushDevices, useRemovePushDevice } from '../../api/push-devices';
import { subscribeThisDevice, webPushSupported } from '../../pwa/web-push';
import { IosHomeScreenHint } from '../ios-home-screen-hint';

function DeviceRow({ device }: { device: PushDevice }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const remove = useRemovePushDevice();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream-100 p-3">
      <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-ink-muted" />
        <div className="min-w-0">
          <p className="font-bold">{device.label}</p>
          <p className="text-sm break-words text-ink-muted">
            {t('board.push.added', { when: when(device.createdAt) })}
            {' · '}
            {device.lastPushedAt ? t('board.push.lastPush', { when: when(device.lastPushedAt) }) : t('board.push.noPushYet')}
          </p>
          {remove.isError && <InlineError>{t('board.push.removeFailed')}</InlineError>}
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={remove.isPending}
        onClick={() => remove.mutate(device.id)}
        aria-label={t('board.push.removeLabel', { device: device.label })}
      >
        {remove.isPending ? t('board.push.removing') : t('board.push.remove')}
      </Button>
    </li>
  );
}

/** 'Get pushes on this device': asks for permission inside the click, then subscribes. */
function AddThisDevice() {
  const { t } = useTranslation();
  const token = useStaffAuthStore((state) => state.token);
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'denied' | 'failed'>('idle');
  if (!webPushSupported()) return <p className="text-sm text-ink-muted">{t('board.push.unsupported')}</p>;

  async function add() {
    setState('busy');
    await requestNotificationPermission();
    const result = await subscribeThisDevice(token);
    if (result === 'subscribed') await queryClient.invalidateQueries({ queryKey: pushDevicesKey() });
    setState(result === 'subscribed' ? 'idle' : result === 'denied' ? 'denied' : 'failed');
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button size="sm" disabled={state === 'busy'} onClick={() => void add()}>
        {state === 'busy' ? t('board.push.adding') : t('board.push.addThis')}
      </Button>
      {state === 'denied' && <InlineError>{t('board.push.denied')}</InlineError>}
      {state === 'failed' && <InlineError>{t('board.push.addFailed')}</InlineError>}
    </div>
  );
}

/**
 * The Settings tab's list of the signed-in staff member's devices that get a push for every new
 * order (GET /api/push/subscriptions), each removable, and a way to add the device in hand.
 */
export function PushDevices() {
  const { t } = useTranslation();
  const devices = usePushDevices();
  return (
    <section aria-labelledby="push-devices-title" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-card sm:p-6">
      <div className="flex flex-col gap-1">
        <h3 id="push-devices-title" className="text-xl font-extrabold">
          {t('board.push.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('board.push.hint')}</p>
      </div>
      <IosHomeScreenHint />
      {devices.data ? (
        devices.data.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label={t('board.push.listLabel')}>
            {devices.data.map((device) => (
              <DeviceRow key={device.id} device={device} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl bg-cream-100 p-3 text-ink-muted">{t('board.push.empty')}</p>
        )
      ) : devices.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="font-semibold text-brand-900">{t('board.push.loadFailed')}</p>
          <Button variant="secondary" size="sm" disabled={devices.isFetching} onClick={() => void devices.refetch()}>
            {t('board.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('board.push.loading')} />
      )}
      <AddThisDevice />
    </section>
  );
}
