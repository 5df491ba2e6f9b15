import type { IntegrationKeyCreated } from '@pizza/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiKeys } from '../api/api-keys';
import { ApiKeyRow } from './api-key-row';
import { CreateKeyForm } from './create-key-form';
import { ListState } from './list-state';
import { SecretReveal } from './secret-reveal';
import { SectionCard } from './section-card';

/** API keys: create one (the key shown once), the list with last use, revoke. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const id = useId();
  const keys = useApiKeys();
  const [created, setCreated] = useState<IntegrationKeyCreated | null>(null);

  return (
    <SectionCard id={`${id}-title`} title={t('integrations.keys.title')} hint={t('integrations.keys.hint')}>
      {created ? (
        <SecretReveal
          title={t('integrations.keys.created', { name: created.name })}
          label={t('integrations.keys.keyLabel')}
          secret={created.key}
          onDone={() => {
            setCreated(null);
            document.getElementById(`${id}-title`)?.focus();
          }}
        />
      ) : (
        <CreateKeyForm onCreated={setCreated} />
      )}
      <ListState query={keys} loadingLabel={t('integrations.keys.loading')} emptyLabel={t('integrations.keys.empty')}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((apiKey) => (
              <li key={apiKey.keyId}>
                <ApiKeyRow apiKey={apiKey} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </SectionCard>
  );
}
