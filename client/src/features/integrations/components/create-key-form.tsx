import { INTEGRATION_SCOPES, type IntegrationKeyCreated, type IntegrationScope } from '@pizza/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormAlert, TextField } from '../../../components/ui/form-controls';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateApiKey } from '../api/api-keys';
import { ScopeCheckboxes } from './scope-checkboxes';
import { SubmitInline } from './submit-inline';

const NAME_MAX = 100;

/** Name a new key and choose what it may read (the event stream ticked); the created key goes to `onCreated`, to be shown once. */
export function CreateKeyForm({ onCreated }: { onCreated: (created: IntegrationKeyCreated) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<IntegrationScope[]>(['events']);
  const [missing, setMissing] = useState(false);
  const [noScope, setNoScope] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: name.trim() === '', scopes: scopes.length === 0 };
    setMissing(found.name);
    setNoScope(found.scopes);
    if (found.name) nameRef.current?.focus();
    if (found.name || found.scopes) return;
    create.mutate(
      { name: name.trim(), scopes },
      {
        onSuccess: (created) => {
          setName('');
          setScopes(['events']);
          onCreated(created);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex flex-1 flex-col gap-3">
          <TextField
            ref={nameRef}
            id={`${id}-name`}
            label={t('integrations.keys.name')}
            hint={t('integrations.keys.nameHint')}
            error={missing ? t('integrations.keys.nameRequired') : undefined}
            value={name}
            maxLength={NAME_MAX}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <ScopeCheckboxes
            id={id}
            legend={t('integrations.scopes.legend.key')}
            offered={INTEGRATION_SCOPES}
            value={scopes}
            onChange={(next) => {
              setScopes(next);
              setNoScope(false);
            }}
            error={noScope ? t('integrations.scopes.pickOne') : undefined}
          />
        </div>
        <SubmitInline busy={create.isPending} label={t('integrations.keys.create')} busyLabel={t('integrations.keys.creating')} />
      </div>
      <FormAlert message={create.isError ? errorText(create.error) : null} />
    </form>
  );
}
