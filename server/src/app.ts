import path from 'node:path';

import compression from 'compression';
import express, { type Express, type Router } from 'express';
import swaggerUi from 'swagger-ui-express';

import type { Collaborators } from './composition';
import { buildAsyncApiDocument } from './contract/asyncapi';
import { renderAsyncApiPage } from './contract/asyncapi-page';
import { buildOpenApiDocument } from './lib/openapi';
import { CLIENT_PUBLIC_IMAGES } from './lib/paths';
import type { RouteTable } from './lib/route-table';
import { APP_VERSION } from './lib/version';
import { clientFiles, imagesRouter, spaFallback } from './middleware/client-assets';
import { errorHandler } from './middleware/error-handler';
import { notFoundHandler } from './middleware/not-found';
import { requestLogger } from './middleware/request-logger';
import { corsPolicy, securityHeaders } from './middleware/security';
import { accountDataFeature } from './modules/account-data';
import { addressFeature } from './modules/addresses';
import { auditFeature } from './modules/audit';
import { accessGuards, authFeature, devMailboxFeature } from './modules/auth';
import { cartFeature } from './modules/cart';
import { clientConfigFeature } from './modules/client-config';
import { devFaultsFeature } from './modules/dev-faults';
import { eventsFeature } from './modules/events';
import type { Feature } from './modules/feature';
import { healthFeature } from './modules/health';
import { integrationsFeature } from './modules/integrations';
import { LEGAL_SAVE_BODY, legalFeature } from './modules/legal';
import { mailsFeature } from './modules/mails';
import { menuFeature } from './modules/menu';
import { menuPhotosFeature } from './modules/menu-photos';
import { ordersFeature } from './modules/orders';
import { loyaltyFeature, promosFeature } from './modules/promos';
import { pushFeature } from './modules/push';
import { restaurantFeature } from './modules/restaurant';
import { staffFeature } from './modules/staff';
import { webhooksFeature } from './modules/webhooks';

/** Everything the app needs, built by the composition root (composition.ts), plus the database's status. */
export interface AppDeps extends Collaborators {
  db: { status(): 'up' | 'down' };
  /** Mounted after the feature routers and before the 404 handlers (tests reach the error handler this way). */
  extraRouters?: Router[];
}

const BODY_LIMIT = '100kb';
/** Prefixes that never fall back to the SPA: a wrong API path is a JSON 404 (and /metrics is never public). */
const API_PREFIXES = ['/api', '/auth', '/dev', '/images', '/metrics'];

function features(deps: AppDeps): Feature[] {
  return [
    healthFeature({ db: deps.db, version: APP_VERSION, readiness: deps.readiness }),
    authFeature(deps),
    devMailboxFeature(deps),
    devFaultsFeature(deps),
    clientConfigFeature(deps.config),
    menuFeature(deps),
    menuPhotosFeature(deps),
    cartFeature(deps),
    addressFeature(deps),
    restaurantFeature(deps),
    loyaltyFeature(deps),
    ordersFeature(deps),
    promosFeature(deps),
    webhooksFeature(deps),
    pushFeature(deps),
    integrationsFeature(deps),
    auditFeature({ guards: accessGuards(deps.guard), clock: deps.clock }),
    eventsFeature(deps),
    // Before the mails' /api/account table, whose guard turns staff away as "Customers only":
    // DELETE /api/account tells a staff member how their account ends instead.
    accountDataFeature(deps),
    mailsFeature(deps),
    legalFeature(deps),
    staffFeature(deps),
  ];
}

const tablesOfApp = new WeakMap<Express, RouteTable[]>();

/** The route tables an app was built from, as mounted (the staff permissions test walks them). */
export function mountedRouteTables(app: Express): RouteTable[] {
  return tablesOfApp.get(app) ?? [];
}

/** The Express app without a listening socket, so tests drive it with Supertest. */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // The client IP (rate limits, logs) comes from X-Forwarded-For only through proxies named here.
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogger(logger));
  // Measured here, served elsewhere: the metrics are only on their own listener (docs/operations/metrics.md#scraping).
  app.use(deps.metrics.http);
  app.use(securityHeaders(config));
  app.use(corsPolicy(config));
  // A legal page's new version is larger than any other body (modules/legal/index.ts).
  app.use(LEGAL_SAVE_BODY.path, express.json({ limit: LEGAL_SAVE_BODY.limit }));
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));

  const mounted = features(deps);
  for (const feature of mounted) for (const { path: mountPath, router } of feature.routes) app.use(mountPath, router);
  tablesOfApp.set(
    app,
    mounted.flatMap((feature) => feature.tables),
  );
  // The client's files and the artwork come with Brotli and gzip twins written by the build, sent
  // as they are (middleware/precompressed-static.ts): nothing of theirs is compressed per request.
  app.use('/images', imagesRouter([path.join(config.clientDist, 'images'), CLIENT_PUBLIC_IMAGES]));
  app.use(clientFiles(config.clientDist));
  // Runtime compression only for what is made per request (the OpenAPI document, the docs page).
  // After the API: its answers are small or (the menu) gzipped once in advance, so wrapping every
  // API response would cost CPU for nothing.
  app.use(compression());

  const openApi = buildOpenApiDocument(
    mounted.map((feature) => feature.registerOpenApi),
    APP_VERSION,
  );
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  // The pushed side of the contract (socket and webhooks): AsyncAPI 3.0 and its readable page.
  const asyncApi = buildAsyncApiDocument({ version: APP_VERSION, publicUrl: config.publicUrl });
  const asyncApiPage = renderAsyncApiPage(asyncApi);
  app.get('/api/asyncapi.json', (_req, res) => {
    res.json(asyncApi);
  });
  app.get('/api/docs/asyncapi', (_req, res) => {
    res.type('html').send(asyncApiPage);
  });
  app.use('/api/docs', swaggerUi.serve, swaggerUi.setup(openApi, { customSiteTitle: 'Pizza Point API' }));

  for (const router of deps.extraRouters ?? []) app.use(router);

  app.use(API_PREFIXES, notFoundHandler);
  app.use(spaFallback(config.clientDist));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
