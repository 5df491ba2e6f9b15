import {
  type CapacityRule,
  DAYS_OF_WEEK,
  MAX_CAPACITY_RULES,
  MAX_DAYS_AHEAD,
  ORDER_TYPES,
  SLOT_MINUTES_CHOICES,
  type SchedulingSettings,
  schedulingSettingsSchema,
} from '@pizza/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { TimeInput } from '../../../../components/ui/time-input';
import { ApiError } from '../../../../lib/api';
import { useSaveSchedulingSettings } from '../../api/scheduling-settings';
import { NumberField } from './settings-field';
import { SettingsForm, useSettingsDraft } from './settings-form';

const sectionClass = 'flex flex-col gap-3';
const headingClass = 'text-lg font-extrabold';
const controlClass = 'min-h-11 rounded-xl border-2 bg-surface px-2 font-bold';
const NEW_RULE: CapacityRule = { service: 'DELIVERY', dayOfWeek: 'Friday', from: '18:00', to: '20:00', capacity: 2 };

/** The server's 400 (a validation failure's `details`: `{ path, message }`) as messages by field path, like the form's own. */
function serverFieldErrors(error: Error | null): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details as Array<{ path?: unknown; message?: unknown }>) {
    if (!Array.isArray(detail.path) || typeof detail.message !== 'string') continue;
    errors[detail.path.join('.')] ??= detail.message;
  }
  return errors;
}

/**
 * "Order for later" (docs/product/scheduled-orders.md#settings): on or off, how many days ahead, the
 * slot length, the orders per slot of each service, and rules that set another limit for some
 * weekday's hours. PUT /api/restaurant/scheduling; a refusal's message sits by its field.
 */
export function SchedulingForm({ stored }: { stored: SchedulingSettings }) {
  const { t } = useTranslation();
  const save = useSaveSchedulingSettings();
  const form = useSettingsDraft(stored, schedulingSettingsSchema, save);
  const { draft, edit } = form;
  const errors = { ...serverFieldErrors(save.error), ...form.errors };
  const id = useId();
  const setRule = (index: number, change: Partial<CapacityRule>) =>
    edit((current) => ({ ...current, rules: current.rules.map((rule, at) => (at === index ? { ...rule, ...change } : rule)) }));

  return (
    <SettingsForm title={t('board.scheduling.title')} hint={t('board.scheduling.hint')} form={form}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold">
        <input
          type="checkbox"
          role="switch"
          className="size-6 accent-basil"
          checked={draft.enabled}
          onChange={(event) => edit((current) => ({ ...current, enabled: event.target.checked }))}
        />
        {t('board.scheduling.enabled')}
      </label>

      <section className={sectionClass}>
        <div className="flex flex-wrap items-start gap-6">
          <NumberField
            label={t('board.scheduling.daysAhead')}
            unit={t('board.scheduling.days')}
            max={MAX_DAYS_AHEAD}
            value={draft.daysAhead}
            error={errors.daysAhead}
            onChange={(value) => edit((current) => ({ ...current, daysAhead: value }))}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-slot`} className="text-sm font-bold text-ink">
              {t('board.scheduling.slotMinutes')}
            </label>
            <select
              id={`${id}-slot`}
              value={draft.slotMinutes}
              onChange={(event) =>
                edit((current) => ({ ...current, slotMinutes: Number(event.target.value) as SchedulingSettings['slotMinutes'] }))
              }
              aria-invalid={errors.slotMinutes ? true : undefined}
              className={`${controlClass} cursor-pointer text-lg ${errors.slotMinutes ? 'border-brand-700' : 'border-ink/25'}`}
            >
              {SLOT_MINUTES_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('board.scheduling.everyMinutes', { minutes })}
                </option>
              ))}
            </select>
            {errors.slotMinutes && <p className="text-sm font-semibold text-brand-800">{errors.slotMinutes}</p>}
          </div>
        </div>
      </section>

      <section className={sectionClass}>
        <h4 className={headingClass}>{t('board.scheduling.capacityTitle')}</h4>
        <p className="text-sm text-ink-muted">{t('board.scheduling.capacityHint')}</p>
        <div className="flex flex-wrap gap-6">
          {ORDER_TYPES.map((service) => (
            <NumberField
              key={service}
              label={t(`board.orderType.${service}`)}
              unit={t('board.scheduling.ordersPerSlot')}
              value={draft.capacity[service]}
              error={errors[`capacity.${service}`]}
              onChange={(value) => edit((current) => ({ ...current, capacity: { ...current.capacity, [service]: value } }))}
            />
          ))}
        </div>
      </section>

      <section className={sectionClass}>
        <h4 className={headingClass}>{t('board.scheduling.rulesTitle')}</h4>
        <p className="text-sm text-ink-muted">{t('board.scheduling.rulesHint')}</p>
        {draft.rules.length > 0 && (
          <ol className="flex flex-col gap-3">
            {draft.rules.map((rule, index) => (
              <RuleRow
                key={index}
                number={index + 1}
                rule={rule}
                errors={errors}
                path={`rules.${index}`}
                onChange={(change) => setRule(index, change)}
                onRemove={() => edit((current) => ({ ...current, rules: current.rules.filter((_, at) => at !== index) }))}
              />
            ))}
          </ol>
        )}
        {errors.rules && <p className="text-sm font-semibold text-brand-800">{errors.rules}</p>}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={draft.rules.length >= MAX_CAPACITY_RULES}
          onClick={() => edit((current) => ({ ...current, rules: [...current.rules, { ...NEW_RULE }] }))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('board.scheduling.addRule')}
        </Button>
      </section>
    </SettingsForm>
  );
}

interface RuleRowProps {
  number: number;
  rule: CapacityRule;
  errors: Record<string, string>;
  path: string;
  onChange: (change: Partial<CapacityRule>) => void;
  onRemove: () => void;
}

/** One rule: service, weekday, from, to and its limit, each labelled ("Rule 2: from"), its messages below. */
function RuleRow({ number, rule, errors, path, onChange, onRemove }: RuleRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const name = t('board.scheduling.ruleName', { number });
  const error = (field: keyof CapacityRule) => errors[`${path}.${field}`];
  const border = (field: keyof CapacityRule) => (error(field) ? 'border-brand-700' : 'border-ink/25');
  const messages = (['service', 'dayOfWeek', 'from', 'to', 'capacity'] as const).map(error).filter(Boolean);
  const label = 'text-sm font-bold text-ink';
  return (
    <li role="group" aria-label={name} className="flex flex-col gap-2 rounded-xl bg-cream-100 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-service`} className={label}>
            {t('board.scheduling.service')}
          </label>
          <select
            id={`${id}-service`}
            value={rule.service}
            onChange={(event) => onChange({ service: event.target.value as CapacityRule['service'] })}
            className={`${controlClass} cursor-pointer ${border('service')}`}
          >
            {ORDER_TYPES.map((service) => (
              <option key={service} value={service}>
                {t(`board.orderType.${service}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-day`} className={label}>
            {t('board.scheduling.weekday')}
          </label>
          <select
            id={`${id}-day`}
            value={rule.dayOfWeek}
            onChange={(event) => onChange({ dayOfWeek: event.target.value as CapacityRule['dayOfWeek'] })}
            className={`${controlClass} cursor-pointer ${border('dayOfWeek')}`}
          >
            {DAYS_OF_WEEK.map((day) => (
              <option key={day} value={day}>
                {t(`board.settings.days.${day}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className={label}>
            {t('board.scheduling.from')}
          </label>
          <TimeInput
            id={`${id}-from`}
            value={rule.from}
            onChange={(from) => onChange({ from })}
            aria-invalid={error('from') ? true : undefined}
            aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
            className={`${controlClass} w-24 tabular-nums ${border('from')}`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className={label}>
            {t('board.scheduling.to')}
          </label>
          <TimeInput
            id={`${id}-to`}
            value={rule.to}
            onChange={(to) => onChange({ to })}
            aria-invalid={error('to') ? true : undefined}
            aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
            className={`${controlClass} w-24 tabular-nums ${border('to')}`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-limit`} className={label}>
            {t('board.scheduling.limit')}
          </label>
          <input
            id={`${id}-limit`}
            type="number"
            inputMode="numeric"
            min={0}
            value={Number.isNaN(rule.capacity) ? '' : rule.capacity}
            onChange={(event) => onChange({ capacity: event.target.value.trim() === '' ? Number.NaN : Number(event.target.value) })}
            aria-invalid={error('capacity') ? true : undefined}
            aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
            className={`${controlClass} w-20 text-lg tabular-nums ${border('capacity')}`}
          />
        </div>
        <Button variant="ghost" size="sm" aria-label={t('board.scheduling.removeRule', { number })} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {messages.length > 0 && (
        <p id={`${id}-error`} className="text-sm font-semibold text-brand-800">
          {messages.join(' ')}
        </p>
      )}
    </li>
  );
}
