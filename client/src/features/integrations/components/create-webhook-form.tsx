import { EVENT_TYPES, type EventType, WEBHOOK_SCOPES, type WebhookScope } from '@pizza/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FieldError, FormAlert, TextField } from '../../../components/ui/form-controls';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateWebhook } from '../api/webhooks';
import type { WebhookEndpointCreated } from '../types';
import { ScopeCheckboxes } from './scope-checkboxes';
import { SubmitInline } from './submit-inline';

const URL_MAX = 2000;
const DESCRIPTION_MAX = 200;

/** A new endpoint: URL, description, which events, what it is sent (order summaries unless full orders are ticked); the answer (with the signing secret) goes to `onCreated`. */
export function CreateWebhookForm({ onCreated }: { onCreated: (created: WebhookEndpointCreated) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const create = useCreateWebhook();
  const urlRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<EventType[]>([...EVENT_TYPES]);
  const [scopes, setScopes] = useState<WebhookScope[]>(['events']);
  const [problems, setProblems] = useState<{ url?: boolean; types?: boolean }>({});

  const toggleType = (type: EventType, checked: boolean) =>
    setTypes((current) =>
      checked ? EVENT_TYPES.filter((each) => each === type || current.includes(each)) : current.filter((each) => each !== type),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { url: url.trim() === '', types: types.length === 0 };
    setProblems(found);
    if (found.url) urlRef.current?.focus();
    if (found.url || found.types) return;
    const request = { url: url.trim(), eventTypes: types, scopes, ...(description.trim() ? { description: description.trim() } : {}) };
    create.mutate(request, {
      onSuccess: (created) => {
        setUrl('');
        setDescription('');
        setTypes([...EVENT_TYPES]);
        setScopes(['events']);
        onCreated(created);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        ref={urlRef}
        id={`${id}-url`}
        type="url"
        inputMode="url"
        label={t('integrations.webhooks.url')}
        hint={t('integrations.webhooks.urlHint')}
        error={problems.url ? t('integrations.webhooks.urlRequired') : undefined}
        placeholder="https://"
        value={url}
        maxLength={URL_MAX}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        id={`${id}-description`}
        label={t('integrations.webhooks.description')}
        value={description}
        maxLength={DESCRIPTION_MAX}
        autoComplete="off"
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset aria-describedby={problems.types ? `${id}-types-error` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold">{t('integrations.webhooks.eventTypes')}</legend>
        <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 cursor-pointer items-center gap-2.5">
              <input
                type="checkbox"
                checked={types.includes(type)}
                onChange={(event) => toggleType(type, event.target.checked)}
                className="size-5 shrink-0 accent-brand-600"
              />
              {t(`integrations.webhooks.eventTypeNames.${type}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-types-error`} message={problems.types ? t('integrations.webhooks.pickEventType') : undefined} />
      </fieldset>
      <ScopeCheckboxes
        id={id}
        legend={t('integrations.scopes.legend.webhook')}
        offered={WEBHOOK_SCOPES}
        value={scopes}
        required="events"
        onChange={(next) => setScopes(next.filter((scope): scope is WebhookScope => scope !== 'menu'))}
      />
      <div>
        <SubmitInline busy={create.isPending} label={t('integrations.webhooks.create')} busyLabel={t('integrations.webhooks.creating')} />
      </div>
      <FormAlert message={create.isError ? errorText(create.error) : null} />
    </form>
  );
}
