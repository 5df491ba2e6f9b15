/**
 * The composition root: every collaborator of the app is built here, once, and handed to
 * `createApp(deps)` (and to the Socket.IO server). `index.ts` and the test helper both build
 * through this one function, so tests run the same wiring as production with chosen parts replaced.
 */
import { randomUUID } from 'node:crypto';

import type { Config } from './config/env';
import { type Clock, systemClock } from './lib/clock';
import { firebasePhoneAccounts, firebasePhoneVerifier, type PhoneAccounts, type PhoneTokenVerifier } from './lib/firebase';
import type { Logger } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import { closeRedisClient, createRedisClient, type RedisClient } from './lib/redis';
import { type RateLimitStoreFactory, rateLimitStores } from './middleware/rate-limit';
import { type AddressService, createAddresses } from './modules/addresses';
import { purgeAuditEntries } from './modules/audit';
import { type AuthGuard, createAuthGuard, type LegalAcceptanceCheck, purgeOneTimeCodes, purgeResetTokens } from './modules/auth';
import { type CartService, createCartService } from './modules/cart';
import { createDailyClose, type DailyClose } from './modules/daily-close';
import { createEscalationScheduler, type EscalationScheduler } from './modules/escalation';
import { createEventReaders, type EventReaders } from './modules/events';
import { createIntegrationsService, type IntegrationsService } from './modules/integrations';
import { acceptedNow } from './modules/legal';
import { createOrderMails, type MailDispatcher, type MailOptions, purgeSentMails } from './modules/mails';
import {
  type Catalogue,
  type CatalogueSync,
  createCatalogueSync,
  createMenuAvailability,
  createMenuCatalogue,
  createMenuEditor,
  type MenuAvailabilityService,
  type MenuEditor,
  menuPrices,
} from './modules/menu';
import { readMenuPhoto } from './modules/menu-photos';
import {
  createOrdersService,
  finishedOrderCount,
  oldestAwaitingAcceptance,
  orderedMenuEntries,
  type OrdersService,
  type OrderTestHooks,
  purgeExpiredDrafts,
  salesReport,
  writeOrdersCsv,
} from './modules/orders';
import { createLoyalty, createPromos, type Loyalty, type PromosService } from './modules/promos';
import { createPush, purgePushDeliveries, type Push, type PushOptions } from './modules/push';
import {
  createRestaurantService,
  createRestaurantSettings,
  type RestaurantService,
  type RestaurantSettingsService,
} from './modules/restaurant';
import { createRetention, type Retention } from './modules/retention';
import { purgeInvitations } from './modules/staff';
import { activeOwnerContacts } from './modules/users';
import { createWebhooks, purgeWebhookDeliveries, type WebhookOptions, type Webhooks } from './modules/webhooks';
import {
  createEventLog,
  createMetrics,
  createReadiness,
  createRedisCommitTurn,
  type EventLog,
  type Metrics,
  type Readiness,
  type Worker,
} from './platform';
import { createLiveSessions, type LiveSessions } from './realtime/live-sessions';

export interface Collaborators {
  config: Config;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  phoneVerifier: PhoneTokenVerifier;
  /** Removes a phone's Firebase Auth user when its customer erases their account. */
  phoneAccounts: PhoneAccounts;
  /** Signed-in users from tokens: the HTTP middleware and the socket handshake. */
  guard: AuthGuard;
  /** The pre-serialised menu; whatever changes the menu invalidates it. */
  catalogue: Catalogue;
  /** Sign-up's check of the legal versions a customer accepts (the legal module's; auth cannot import it back). */
  legalAcceptance: LegalAcceptanceCheck;
  /** Staff mark menu items and add-ons sold out. */
  menuAvailability: MenuAvailabilityService;
  /** The menu editor's use cases (dishes, sizes, add-ons, categories). */
  menuEditor: MenuEditor;
  /** Follows the event log so another instance's menu change reaches this catalogue (start/stop with the app). */
  catalogueSync: CatalogueSync;
  /** Present when REDIS_URL is set: rate limits and the Socket.IO adapter share it. */
  redis: RedisClient | undefined;
  rateLimitStore: RateLimitStoreFactory;
  cart: CartService;
  restaurant: RestaurantService;
  /** The staff's settings (prep minutes, delivery bands, escalation): the defaults until saved. */
  restaurantSettings: RestaurantSettingsService;
  addresses: AddressService;
  /** The durable order event log: the orders service appends, the live channel follows it. */
  events: EventLog;
  /** The one way to run a transaction that appends to the event log: this instance's counter turn. */
  orders: OrdersService;
  /** Promo codes: staff's codes, the checkout's judge and the exact uses (the orders module's OrderPromos). */
  promos: PromosService;
  integrations: IntegrationsService;
  /** The loyalty reward: staff's settings, a customer's rewards, the reward an order earned (docs/product/promo-codes.md). */
  loyalty: Loyalty;
  /** Who may read the event stream (socket and pull API): customers, staff, integrators. */
  eventReaders: EventReaders;
  /** Signed webhooks: the staff API, and the deliveries started and stopped with the app (index.ts). */
  webhooks: Webhooks;
  /** Customer e-mails for each stage of an order: a dispatcher following the event log (started and stopped with the app, index.ts). */
  mails: MailDispatcher;
  /** Web push to staff devices: the API of their devices, and the dispatcher started and stopped with the app (index.ts). */
  push: Push;
  /** Ends a user's open sockets at once (the socket server binds it when it starts; the staff module calls it). */
  liveSessions: LiveSessions;
  /** Escalates and finally cancels orders nobody accepts; started and stopped with the app (index.ts). */
  escalation: EscalationScheduler;
  /** The daily close mail to the owners, once per day across instances; started and stopped with the app (index.ts). */
  dailyClose: DailyClose;
  /** The nightly retention pass, once per day across instances; started and stopped with the app (index.ts). */
  retention: Retention;
  /** Whether this instance takes traffic: warmed, not draining, its checks passing (GET /api/health/ready). */
  readiness: Readiness;
  /** The Prometheus metrics: this app's own registry, served only on the metrics listener (index.ts; docs/operations/metrics.md). */
  metrics: Metrics;
  /**
   * The background workers, in the order they start (index.ts starts them after the server listens
   * and stops them in the reverse order before the database closes; platform/workers.ts).
   */
  workers: Worker[];
}

/**
 * Parts a caller may replace (tests inject a fixed clock or a mailer that never answers, hold an
 * order placement, or give webhooks a retry schedule in milliseconds and a DNS resolver).
 */
export type CollaboratorOverrides = Partial<Pick<Collaborators, 'clock' | 'mailer' | 'phoneVerifier'>> & {
  orderHooks?: OrderTestHooks;
  webhooks?: Partial<WebhookOptions>;
  mails?: Partial<MailOptions>;
  push?: Partial<PushOptions>;
};

export function createCollaborators(config: Config, logger: Logger, overrides: CollaboratorOverrides = {}): Collaborators {
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, logger) : undefined;
  const clock = overrides.clock ?? systemClock;
  // With several instances (Redis), their batches of event-log transactions take turns (commit-turn.ts).
  const turn = redis ? createRedisCommitTurn(redis) : undefined;
  const events = createEventLog({
    clock,
    retentionMs: config.eventRetentionMs,
    logger,
    // The metrics are built below (they follow the log); a batch reports only once the app runs.
    batching: { turn, onBatch: (report) => metrics.transactions.observe(report) },
    readLimitMs: config.eventLogReadLimitMs,
  });
  const metrics = createMetrics({
    events,
    logger,
    dataDir: config.dataDir,
    embeddedDatabase: config.database === 'embedded',
    oldestAwaitingAcceptance,
  });
  const onAttempt = metrics.deliveries.observe;
  const restaurant = createRestaurantService({ events });
  const restaurantSettings = createRestaurantSettings({ events, clock });
  const catalogue = createMenuCatalogue(clock);
  const cart = createCartService({ clock, menu: menuPrices(catalogue) });
  const addresses = createAddresses({ config, logger, restaurant });
  const guard = createAuthGuard(config, clock);
  const liveSessions = createLiveSessions();
  const integrations = createIntegrationsService({ clock, liveSessions });
  const mailer = overrides.mailer ?? createMailer(config, logger);
  // One id for this process: every lease it takes (webhook deliveries, mails, push, the escalation scheduler) names it.
  const instanceId = randomUUID();
  const readiness = createReadiness();
  const rateLimitStore = rateLimitStores(redis);
  const promos = createPromos({ clock, events, rateLimitStore, rateLimitScale: config.rateLimitScale, logger });
  const loyalty = createLoyalty({ clock, finishedOrderCount });
  const orders = createOrdersService({ restaurant, cart, addresses, events, clock, promos, hooks: overrides.orderHooks });
  const catalogueSync = createCatalogueSync({ events, catalogue, logger });
  const webhooks = createWebhooks({ config, logger, clock, events, instanceId, options: overrides.webhooks, onAttempt });
  const mails = createOrderMails({
    config,
    mailer,
    clock,
    logger,
    events,
    instanceId,
    options: overrides.mails,
    earnedRewards: loyalty.rewardsEarnedBy,
    onAttempt,
  });
  const push = createPush({ config, logger, clock, events, instanceId, options: overrides.push, onAttempt });
  const escalation = createEscalationScheduler({ orders, clock, logger, instanceId });
  const dailyClose = createDailyClose({
    clock,
    logger,
    mailer,
    instanceId,
    hours: () => restaurant.hours(),
    fallbackCloseAt: config.dailyCloseAt,
    sources: {
      salesReport: (range) => salesReport(range, clock.now()),
      writeOrdersCsv,
      activeOwners: activeOwnerContacts,
    },
  });
  // What has outlived its purpose, each kind deleted by the module that owns it (docs/product/legal.md#retention).
  const retention = createRetention({
    clock,
    logger,
    instanceId,
    runAt: config.retentionAt,
    kinds: [
      { name: 'drafts', purge: purgeExpiredDrafts },
      { name: 'resetTokens', purge: purgeResetTokens },
      { name: 'oneTimeCodes', purge: purgeOneTimeCodes },
      { name: 'staffInvitations', purge: purgeInvitations },
      { name: 'webhookDeliveries', purge: purgeWebhookDeliveries },
      { name: 'sentMails', purge: (now) => purgeSentMails(now, config.eventRetentionMs) },
      { name: 'pushDeliveries', purge: purgePushDeliveries },
      { name: 'auditEntries', purge: purgeAuditEntries },
    ],
  });
  return {
    config,
    logger,
    clock,
    mailer,
    phoneVerifier: overrides.phoneVerifier ?? firebasePhoneVerifier(config.firebase),
    phoneAccounts: firebasePhoneAccounts(config.firebase),
    guard,
    legalAcceptance: acceptedNow,
    catalogue,
    menuAvailability: createMenuAvailability({ events, restaurant, catalogue, clock }),
    menuEditor: createMenuEditor({
      events,
      catalogue,
      clock,
      // The uploaded photos a dish or a category may name (docs/product/menu.md#photos).
      photos: { findPhoto: readMenuPhoto },
      orders: { orderedMenuEntries },
    }),
    catalogueSync,
    redis,
    rateLimitStore,
    cart,
    restaurant,
    restaurantSettings,
    addresses,
    events,
    orders,
    promos,
    integrations,
    loyalty,
    eventReaders: createEventReaders({ guard, integrations }),
    webhooks,
    mails,
    push,
    liveSessions,
    escalation,
    dailyClose,
    retention,
    readiness,
    metrics,
    workers: [
      // Webhook deliveries run on every instance (the 'webhooks' lease picks the one that delivers).
      { name: 'webhooks', start: () => webhooks.start(), stop: () => webhooks.stop() },
      // Menu changes made on other instances reach this one's catalogue through the event log.
      { name: 'catalogue-sync', start: () => catalogueSync.start(), stop: () => catalogueSync.stop() },
      // Customer e-mails follow the event log on every instance (the 'mail' lease picks the one that sends).
      { name: 'mails', start: () => mails.start(), stop: () => mails.stop() },
      // New orders are pushed to staff devices from the event log (one instance holds the dispatcher's lease).
      { name: 'push', start: () => push.start(), stop: () => push.stop() },
      // Orders nobody accepts escalate and are finally cancelled by the server (one instance acts, by its lease).
      { name: 'escalation', start: () => escalation.start(), stop: () => escalation.stop() },
      // The owners' daily close mail: every instance checks, the day's record decides which one sends.
      { name: 'daily-close', start: () => dailyClose.start(), stop: () => dailyClose.stop() },
      // The nightly retention pass: every instance checks, the day's record decides which one deletes.
      { name: 'retention', start: () => retention.start(), stop: () => retention.stop() },
    ],
  };
}

/** Releases what the collaborators hold open (the Redis connection); after the HTTP server has stopped. */
export async function closeCollaborators(collaborators: Pick<Collaborators, 'redis'>): Promise<void> {
  await closeRedisClient(collaborators.redis);
}
