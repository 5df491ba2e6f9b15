/**
 * The integrations feature's public face: the content of /admin/integrations (API keys and webhook
 * endpoints), and the board's alert about a webhook endpoint in trouble. Everything else under features/integrations is internal (ESLint import zones).
 */
export { IntegrationsPanel } from './components/integrations-panel';
export { WebhooksAlert } from './components/webhooks-alert';
