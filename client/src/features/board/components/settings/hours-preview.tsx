import {
  hasSchedule,
  type HoursService,
  openingWhen,
  type RestaurantHours,
  restaurantHoursSchema,
  serviceHoursAt,
  untilWhen,
} from '@pizza/shared';
import { AlertTriangle, Eye } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const SERVICES: HoursService[] = ['PICKUP', 'DELIVERY'];

/** A service that these hours never open (none in the next two weeks); without any hours the switch rules instead. */
const closedEntirely = (hours: RestaurantHours, service: HoursService, now: Date) => {
  const state = serviceHoursAt(hours, service, now);
  return hasSchedule(hours) && !state.isOpen && !state.nextOpening;
};

/** Hours that can be read as a schedule: a time being typed ('', '1') has no instant yet. */
const complete = (hours: RestaurantHours) => restaurantHoursSchema.safeParse(hours).success;

/** The services saving `draft` would close entirely that `stored` did not: saving them asks first. */
export function servicesClosedBy(draft: RestaurantHours, stored: RestaurantHours, now: Date): HoursService[] {
  if (!complete(draft)) return [];
  return SERVICES.filter((service) => closedEntirely(draft, service, now) && !closedEntirely(stored, service, now));
}

/**
 * What customers will see once these hours are saved, per service: open now until when, the next
 * opening (as the shop's pages word it), or closed entirely. Recomputed at every edit, before Save;
 * hidden while a time is half typed.
 */
export function HoursPreview({ hours, stored, now }: { hours: RestaurantHours; stored: RestaurantHours; now: Date }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (!hasSchedule(hours) || !complete(hours)) return null;
  const lines = SERVICES.map((service) => {
    const state = serviceHoursAt(hours, service, now);
    if (state.isOpen && state.closesAt)
      return { service, text: t(`board.settings.preview.open_${service}`, { time: untilWhen(state.closesAt, now, i18n.language) }) };
    if (state.nextOpening)
      return { service, text: t(`board.settings.preview.next_${service}`, { when: openingWhen(state.nextOpening, now, i18n.language) }) };
    return { service, text: t(`board.settings.preview.never_${service}`), warning: true };
  });
  return (
    <section
      aria-labelledby={titleId}
      data-testid="hours-preview"
      className="flex flex-col gap-2 rounded-xl bg-sky-50 p-3 text-sky-950 ring-1 ring-sky-200"
    >
      <h4 id={titleId} className="flex items-center gap-2 font-extrabold">
        <Eye aria-hidden="true" className="size-5 shrink-0" />
        {t('board.settings.preview.title')}
      </h4>
      <ul className="flex flex-col gap-1">
        {lines.map(({ service, text, warning }) => (
          <li key={service} className={`flex items-start gap-2 ${warning ? 'font-bold text-brand-800' : ''}`}>
            {warning && <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
            {text}
          </li>
        ))}
      </ul>
      {!hasSchedule(stored) && <p className="text-sm">{t('board.settings.preview.scheduleRules')}</p>}
    </section>
  );
}
