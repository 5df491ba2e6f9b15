import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useWebhooks } from '../api/webhooks';
import type { WebhookEndpointCreated } from '../types';
import { CreateWebhookForm } from './create-webhook-form';
import { ListState } from './list-state';
import { SecretReveal } from './secret-reveal';
import { SectionCard } from './section-card';
import { WebhookCard } from './webhook-card';

/** Webhook endpoints: add one (its signing secret shown once) and each endpoint's card. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const id = useId();
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const focusTitle = () => document.getElementById(`${id}-title`)?.focus();

  return (
    <SectionCard id={`${id}-title`} title={t('integrations.webhooks.title')} hint={t('integrations.webhooks.hint')}>
      {created ? (
        <SecretReveal
          title={t('integrations.webhooks.created', { url: created.url })}
          label={t('integrations.webhooks.secretLabel')}
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            focusTitle();
          }}
        />
      ) : (
        <CreateWebhookForm onCreated={setCreated} />
      )}
      <ListState query={webhooks} loadingLabel={t('integrations.webhooks.loading')} emptyLabel={t('integrations.webhooks.empty')}>
        {(items) => (
          <ul className="flex flex-col gap-4">
            {items.map((endpoint) => (
              <li key={endpoint.id}>
                <WebhookCard endpoint={endpoint} onDeleted={focusTitle} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </SectionCard>
  );
}
