import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useCan } from '../../../staff';
import { useRestaurantHours, useRestaurantSettings } from '../../api/restaurant-settings';
import { useSchedulingSettings } from '../../api/scheduling-settings';
import { HoursForm } from './hours-form';
import { MailFailures } from './mail-failures';
import { PushDevices } from './push-devices';
import { SchedulingForm } from './scheduling-form';
import { TimesForm } from './times-form';

function LoadFailed({ retry, busy }: { retry: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
      <p className="font-semibold">{t('board.settings.loadFailed')}</p>
      <Button variant="secondary" size="sm" disabled={busy} onClick={retry}>
        {t('board.retry')}
      </Button>
    </div>
  );
}

/**
 * The board's Settings tab: prep times, delivery bands and escalation (GET/PUT /api/restaurant/settings)
 * ordering for later (GET/PUT /api/restaurant/scheduling) and the opening hours with special days
 * (GET/PUT /api/restaurant/hours), each form saved on its own.
 * An untouched form follows what is stored (another tablet's save arrives as settings-changed).
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const settings = useRestaurantSettings();
  const hours = useRestaurantHours();
  // Each part shows to a role that may change it (docs/product/screens.md#staff-navigation-and-roles); this device's push is everyone's.
  const maySetTimes = useCan('shop.settings');
  const maySetHours = useCan('shop.hours');
  const mayReadMails = useCan('mails.view');
  // Ordering for later is a shop.settings matter (docs/product/scheduled-orders.md#settings): others do not even load it.
  const scheduling = useSchedulingSettings(maySetTimes);
  return (
    <div className="grid items-start gap-5 xl:grid-cols-2">
      {!maySetTimes ? null : settings.data ? (
        <TimesForm stored={settings.data} />
      ) : settings.isError ? (
        <LoadFailed retry={() => void settings.refetch()} busy={settings.isFetching} />
      ) : (
        <Spinner label={t('board.settings.loading')} />
      )}
      {!maySetTimes ? null : scheduling.data ? (
        <SchedulingForm stored={scheduling.data} />
      ) : scheduling.isError ? (
        <LoadFailed retry={() => void scheduling.refetch()} busy={scheduling.isFetching} />
      ) : (
        <Spinner label={t('board.settings.loading')} />
      )}
      {!maySetHours ? null : hours.data ? (
        <HoursForm stored={hours.data} />
      ) : hours.isError ? (
        <LoadFailed retry={() => void hours.refetch()} busy={hours.isFetching} />
      ) : (
        <Spinner label={t('board.settings.loading')} />
      )}
      {mayReadMails && <MailFailures />}
      <PushDevices />
    </div>
  );
}
