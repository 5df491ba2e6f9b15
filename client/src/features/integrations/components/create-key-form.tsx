import type { IntegrationKeyCreated } from '@pizza/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormAlert, TextField } from '../../../components/ui/form-controls';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateApiKey } from '../api/api-keys';
import { SubmitInline } from './submit-inline';

const NAME_MAX = 100;

/** Name a new key; the created key (with the key itself) goes to `onCreated`, to be shown once. */
export function CreateKeyForm({ onCreated }: { onCreated: (created: IntegrationKeyCreated) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setMissing(true);
      nameRef.current?.focus();
      return;
    }
    setMissing(false);
    create.mutate(name.trim(), {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
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
        </div>
        <SubmitInline busy={create.isPending} label={t('integrations.keys.create')} busyLabel={t('integrations.keys.creating')} />
      </div>
      <FormAlert message={create.isError ? errorText(create.error) : null} />
    </form>
  );
}
