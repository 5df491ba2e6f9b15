import { hasSchedule, type RestaurantHours, restaurantHoursSchema } from '@pizza/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmStep } from '../../../../components/ui/confirm-step';
import { useNow } from '../../../../lib/use-now';
import { useSaveRestaurantHours } from '../../api/restaurant-settings';
import { HoursPreview, servicesClosedBy } from './hours-preview';
import { WeekSection } from './hours-week';
import { SettingsForm, useSettingsDraft } from './settings-form';
import { SpecialDays } from './special-days';

/**
 * Save asks first when it would close a service entirely (no opening at all): the form's own submit
 * runs once the owner confirms.
 */
function useConfirmedSubmit(form: ReturnType<typeof useSettingsDraft<RestaurantHours>>, closing: readonly string[]) {
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>): undefined => {
    formRef.current = event.currentTarget;
    if (!confirmed.current && closing.length > 0 && restaurantHoursSchema.safeParse(form.draft).success) {
      event.preventDefault();
      setAsking(true);
      return;
    }
    confirmed.current = false;
    setAsking(false);
    return form.submit(event);
  };
  const confirm = () => {
    confirmed.current = true;
    formRef.current?.requestSubmit();
  };
  const edit: typeof form.edit = (change) => {
    setAsking(false);
    form.edit(change);
  };
  return { asking, submit, confirm, cancel: () => setAsking(false), edit };
}

/**
 * Opening hours per service: each weekday's ranges (several a day, past midnight allowed), and
 * special days (closed, or their own ranges) that replace the week. Below them, what customers
 * will see once saved; a save that closes a service entirely asks first. PUT /api/restaurant/hours.
 */
export function HoursForm({ stored }: { stored: RestaurantHours }) {
  const { t } = useTranslation();
  const form = useSettingsDraft(stored, restaurantHoursSchema, useSaveRestaurantHours());
  const now = new Date(useNow());
  const closing = servicesClosedBy(form.draft, stored, now);
  const { asking, submit, confirm, cancel, edit } = useConfirmedSubmit(form, closing);
  const { draft, errors } = form;
  const question = closing.length === 1 ? `board.settings.closeServiceQuestion_${closing[0]}` : 'board.settings.closeBothQuestion';

  return (
    <SettingsForm title={t('board.settings.hoursTitle')} hint={t('board.settings.hoursHint')} form={{ ...form, submit }}>
      {!hasSchedule(draft) && (
        <p role="note" className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
          {t('board.settings.noSchedule')}
        </p>
      )}
      <WeekSection service="pickup" draft={draft} errors={errors} edit={edit} />
      <WeekSection service="delivery" draft={draft} errors={errors} edit={edit} />

      <SpecialDays draft={draft} errors={errors} edit={edit} />

      <HoursPreview hours={draft} stored={stored} now={now} />
      {asking && (
        <ConfirmStep
          question={t(question)}
          confirmLabel={t('board.settings.closeServiceConfirm')}
          cancelLabel={t('board.settings.closeServiceBack')}
          onConfirm={confirm}
          onCancel={cancel}
        />
      )}
    </SettingsForm>
  );
}
