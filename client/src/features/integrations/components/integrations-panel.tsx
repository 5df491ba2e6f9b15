import { useTranslation } from 'react-i18next';

import { useEndSessionOnRejectedToken } from '../../../lib/session/use-end-staff-session-on-rejection';
import { useApiKeys } from '../api/api-keys';
import { useWebhooks } from '../api/webhooks';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/**
 * /admin/integrations: integrator API keys and webhook endpoints. A staff token the
 * server refuses ends the staff session, and the page's guard goes to /adminLogin.
 */
export function IntegrationsPanel() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const webhooks = useWebhooks();
  useEndSessionOnRejectedToken([keys.error, webhooks.error]);

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-lg text-ink-muted">{t('integrations.intro')}</p>
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  );
}
