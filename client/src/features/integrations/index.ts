/**
 * The integrations feature's public face: the content of /admin/integrations (API keys and webhook
 * endpoints). Everything else under features/integrations is internal (ESLint import zones).
 */
export { IntegrationsPanel } from './components/integrations-panel';
