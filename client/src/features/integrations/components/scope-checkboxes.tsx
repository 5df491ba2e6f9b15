import type { IntegrationScope } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { FieldError } from '../../../components/ui/form-controls';

interface ScopeCheckboxesProps {
  /** A stable prefix for the ids (useId of the form). */
  id: string;
  legend: string;
  /** The scopes offered, in this order. */
  offered: readonly IntegrationScope[];
  value: readonly IntegrationScope[];
  onChange: (scopes: IntegrationScope[]) => void;
  /** Always on and not to be unticked (a webhook always sends the events). */
  required?: IntegrationScope;
  error?: string;
}

/**
 * What a key or a webhook may read (docs/integrators/keys.md): one checkbox per scope, each with
 * the one line that says what it gives away, so an owner chooses knowing what leaves the shop.
 */
export function ScopeCheckboxes({ id, legend, offered, value, onChange, required, error }: ScopeCheckboxesProps) {
  const { t } = useTranslation();
  const toggle = (scope: IntegrationScope, checked: boolean) =>
    onChange(offered.filter((each) => (each === scope ? checked : value.includes(each))));

  return (
    <fieldset aria-describedby={error ? `${id}-scopes-error` : undefined} className="flex flex-col gap-1">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      {offered.map((scope) => (
        <label key={scope} className="flex min-h-11 cursor-pointer items-start gap-2.5 py-1">
          <input
            type="checkbox"
            name="scopes"
            value={scope}
            checked={scope === required || value.includes(scope)}
            disabled={scope === required}
            aria-labelledby={`${id}-scope-${scope}-name`}
            aria-describedby={`${id}-scope-${scope}`}
            onChange={(event) => toggle(scope, event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span className="flex flex-col">
            <span id={`${id}-scope-${scope}-name`} className="font-semibold">
              {t(`integrations.scopes.names.${scope}`)}
            </span>
            <span id={`${id}-scope-${scope}`} className="text-sm text-ink-muted">
              {scope === required ? t('integrations.scopes.alwaysOn') : t(`integrations.scopes.explain.${scope}`)}
            </span>
          </span>
        </label>
      ))}
      <FieldError id={`${id}-scopes-error`} message={error} />
    </fieldset>
  );
}

/** The scopes as small badges (the list of keys and webhooks). */
export function ScopeBadges({ scopes, label }: { scopes: readonly IntegrationScope[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {scopes.map((scope) => (
        <li key={scope} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs font-semibold ring-1 ring-cream-300">
          {t(`integrations.scopes.names.${scope}`)}
        </li>
      ))}
    </ul>
  );
}
