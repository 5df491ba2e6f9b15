import {
  type DeliveryBand,
  DELIVERY_RADIUS_M,
  MAX_DELIVERY_BANDS,
  type RestaurantSettings,
  settingsPatchBetween,
  settingsSchemaForZone,
  zoneKmOf,
  ADMIN_POLL_MS,
} from '@pizza/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { useRestaurantStatus } from '../../../restaurant';
import { boardKeys } from '../../api/board-keys';
import { useSaveRestaurantSettings } from '../../api/restaurant-settings';
import { NumberField } from './settings-field';
import { SettingsForm, useSettingsDraft } from './settings-form';

/**
 * One band more, inside the zone: up to the zone's edge after a last band that stops short of it,
 * else halfway into the last band (which keeps reaching the edge).
 */
function withNewBand(bands: DeliveryBand[], zoneKm: number): DeliveryBand[] {
  const last = bands.at(-1);
  if (!last || last.upToKm < zoneKm) return [...bands, { upToKm: zoneKm, minutes: (last?.minutes ?? 0) + 10 }];
  const before = bands.at(-2) ?? { upToKm: 0, minutes: 0 };
  const half = { upToKm: Math.round(before.upToKm + last.upToKm) / 2, minutes: Math.round((before.minutes + last.minutes) / 2) };
  return [...bands.slice(0, -1), half, last];
}

const sectionClass = 'flex flex-col gap-3';
const headingClass = 'text-lg font-extrabold';

/**
 * Prep times per service, delivery time bands and escalation thresholds. Checked with the shared
 * schema before sending: each message sits by its field. A save sends only the fields changed here
 * (PATCH /api/restaurant/settings), so it never undoes what another tablet saved in other fields;
 * a field someone else saved meanwhile is refused, and the form offers to reload.
 */
export function TimesForm({ stored }: { stored: RestaurantSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The bands stop at the delivery zone of the restaurant's profile: no address beyond it can order.
  const zoneKm = useRestaurantStatus({ pollMs: ADMIN_POLL_MS }).data?.deliveryZoneKm ?? zoneKmOf(DELIVERY_RADIUS_M);
  const schema = useMemo(() => settingsSchemaForZone(zoneKm), [zoneKm]);
  const form = useSettingsDraft(stored, schema, useSaveRestaurantSettings(), {
    toRequest: (draft, origin) => settingsPatchBetween(origin, draft),
    reload: () => queryClient.invalidateQueries({ queryKey: boardKeys.settings() }),
  });
  const { draft, edit, errors } = form;
  const setBand = (index: number, field: 'upToKm' | 'minutes', value: number) =>
    edit((current) => ({
      ...current,
      deliveryBands: current.deliveryBands.map((band, at) => (at === index ? { ...band, [field]: value } : band)),
    }));

  const minutes = t('board.settings.minutes');

  return (
    <SettingsForm title={t('board.settings.timesTitle')} form={form}>
      <section className={sectionClass}>
        <h4 className={headingClass}>{t('board.settings.prepTitle')}</h4>
        <p className="text-sm text-ink-muted">{t('board.settings.prepHint')}</p>
        <div className="flex flex-wrap gap-6">
          {(['PICKUP', 'DELIVERY'] as const).map((service) => (
            <NumberField
              key={service}
              label={t(`board.orderType.${service}`)}
              unit={minutes}
              value={draft.prepMinutes[service]}
              error={errors[`prepMinutes.${service}`]}
              onChange={(value) => edit((current) => ({ ...current, prepMinutes: { ...current.prepMinutes, [service]: value } }))}
            />
          ))}
        </div>
      </section>

      <section className={sectionClass}>
        <h4 className={headingClass}>{t('board.settings.bandsTitle')}</h4>
        <p className="text-sm text-ink-muted">{t('board.settings.bandsHint', { km: zoneKm })}</p>
        <ol className="flex flex-col gap-3">
          {draft.deliveryBands.map((band, index) => (
            <li key={index} className="flex flex-wrap items-start gap-4 rounded-xl bg-cream-100 p-3">
              <NumberField
                label={t('board.settings.upToKm', { number: index + 1 })}
                unit="km"
                step={0.5}
                max={zoneKm}
                value={band.upToKm}
                error={errors[`deliveryBands.${index}.upToKm`]}
                onChange={(value) => setBand(index, 'upToKm', value)}
              />
              <NumberField
                label={t('board.settings.bandMinutes', { number: index + 1 })}
                unit={minutes}
                value={band.minutes}
                error={errors[`deliveryBands.${index}.minutes`]}
                onChange={(value) => setBand(index, 'minutes', value)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                disabled={draft.deliveryBands.length <= 1}
                aria-label={t('board.settings.removeBand', { number: index + 1 })}
                onClick={() => edit((current) => ({ ...current, deliveryBands: current.deliveryBands.filter((_, at) => at !== index) }))}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </li>
          ))}
        </ol>
        {errors.deliveryBands && <p className="text-sm font-semibold text-brand-800">{errors.deliveryBands}</p>}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={draft.deliveryBands.length >= MAX_DELIVERY_BANDS}
          onClick={() => edit((current) => ({ ...current, deliveryBands: withNewBand(current.deliveryBands, zoneKm) }))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('board.settings.addBand')}
        </Button>
      </section>

      <section className={sectionClass}>
        <h4 className={headingClass}>{t('board.settings.escalationTitle')}</h4>
        <p className="text-sm text-ink-muted">{t('board.settings.escalationHint')}</p>
        <div className="flex flex-wrap gap-6">
          {(['ringLouderAfterMin', 'tellCustomerAfterMin', 'autoCancelAfterMin'] as const).map((field) => (
            <NumberField
              key={field}
              label={t(`board.settings.${field}`)}
              unit={minutes}
              value={draft.escalation[field]}
              error={errors[`escalation.${field}`]}
              onChange={(value) => edit((current) => ({ ...current, escalation: { ...current.escalation, [field]: value } }))}
            />
          ))}
        </div>
      </section>
    </SettingsForm>
  );
}
