/**
 * `npm run integrations:create-key -- "<name>"`: a new integrator API key for the order event stream,
 * printed once (it is stored hashed). Same as POST /api/integrations/keys by staff.
 */
import { systemClock } from '../lib/clock';
import { createIntegrationsService } from '../modules/integrations';
import { CliError, runCli } from './run-cli';

void runCli(async () => {
  const name = process.argv.slice(2).join(' ').trim();
  if (!name) throw new CliError('Usage: npm run integrations:create-key -- "<name of the integration>"');
  const created = await createIntegrationsService({ clock: systemClock }).createKey(name.slice(0, 100), { name: 'cli' });
  return [
    `Integrator key for "${created.name}" (id ${created.keyId}). It is shown only now; store it safely:`,
    '',
    `  ${created.key}`,
    '',
    'Use it as the socket handshake token, or on GET /api/events with X-API-Key or Authorization: Bearer.',
  ].join('\n');
}, 'Stop it first, or create the key in the running shop: the Integrations page (/admin/integrations) or POST /api/integrations/keys with a staff token.');
