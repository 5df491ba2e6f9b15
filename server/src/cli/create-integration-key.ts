/**
 * `npm run integrations:create-key -- [--scopes=events,orders] "<name>"`: a new integrator API key,
 * printed once (it is stored hashed). Same as POST /api/integrations/keys by staff; without
 * --scopes the key reads the events with order summaries only (docs/integrators/keys.md).
 */
import { INTEGRATION_SCOPES, integrationKeyCreateRequestSchema } from '@pizza/shared';

import { systemClock } from '../lib/clock';
import { createIntegrationsService } from '../modules/integrations';
import { CliError, runCli } from './run-cli';

const USAGE = `Usage: npm run integrations:create-key -- [--scopes=${INTEGRATION_SCOPES.join(',')}] "<name of the integration>"`;

void runCli(async () => {
  const args = process.argv.slice(2);
  const scopesArg = args.find((arg) => arg.startsWith('--scopes='));
  const name = args
    .filter((arg) => arg !== scopesArg)
    .join(' ')
    .trim();
  if (!name) throw new CliError(USAGE);
  const request = integrationKeyCreateRequestSchema.safeParse({
    name: name.slice(0, 100),
    ...(scopesArg ? { scopes: scopesArg.slice('--scopes='.length).split(',').filter(Boolean) } : {}),
  });
  if (!request.success) throw new CliError(`${request.error.issues[0]?.message ?? 'Invalid scopes'}\n${USAGE}`);
  const { scopes } = request.data;
  const created = await createIntegrationsService({ clock: systemClock }).createKey(request.data.name, { name: 'cli' }, scopes);
  return [
    `Integrator key for "${created.name}" (id ${created.keyId}), scopes ${created.scopes.join(', ')}. It is shown only now; store it safely:`,
    '',
    `  ${created.key}`,
    '',
    'Use it as the socket handshake token, or on GET /api/events with X-API-Key or Authorization: Bearer.',
  ].join('\n');
}, 'Stop it first, or create the key in the running shop: the Integrations page (/admin/integrations) or POST /api/integrations/keys with a staff token.');
