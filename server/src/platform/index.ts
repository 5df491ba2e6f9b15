/**
 * The platform: what every feature stands on and no feature owns. The event log (one transaction
 * writes a change and its event, numbered gap-free, batched per instance), the consumers that follow
 * it (the log follower, durable consumers with a cursor, leases, claimed cursors), the delivery kit
 * for outbound effects (attempt records, retry policy, retry sweep), and the background workers'
 * start/stop loop. It imports no module; modules import it only through this file.
 */
export { forgetRead, insertAtCommit, readOnce, takeNumber, updateAtCommit } from './event-log/batch-scope';
export { createRedisCommitTurn } from './event-log/commit-turn';
export { type EventDraft, type OrderEventDraft, type ShopWideEventDraft } from './event-log/event-drafts';
export { type LoggedEvent } from './event-log/event-envelope';
export { createEventLog, type EventLog, type EventLogDeps } from './event-log/event-log';
export { type Audience, isVisibleTo } from './event-log/event-visibility';
export { OrderEventModel, type OrderEventRecord } from './event-log/events.model';
export { LOG_READ_LIMIT_MS, withinReadLimit } from './event-log/read-limit';

export { advanceClaimedCursor, type ClaimedCursor, claimCursors, staleClaims } from './consumers/claimed-cursors';
export { consumerCursors, forgetConsumer, rewindConsumer } from './consumers/consumer-cursors';
export { type ConsumerOutcome, createDurableConsumer, type DurableConsumer, type DurableConsumerDeps } from './consumers/durable-consumer';
export { createLease, DEFAULT_LEASE_MS, type Lease, type LeaseDeps } from './consumers/lease';
export { createLogFollower, type Delivered, type LogFollower } from './consumers/log-follower';
export { CAUGHT_UP_MS, followerReadiness } from './consumers/follower-readiness';

export { type DayClaim, type DayClaims, defineDayClaims } from './day-claims';
export { createPeriodicPass, type PeriodicPass } from './periodic-pass';
export { type RunningWorkers, startWorkers, type Worker } from './workers';
export {
  createReadiness,
  databaseCheck,
  type Readiness,
  type ReadinessCheck,
  type ReadinessCheckResult,
  type ReadinessState,
} from './readiness';

export { type AttemptKey, type AttemptLedger, type AttemptRecord, type AttemptState, defineAttemptLedger } from './delivery/attempt-ledger';
export { type AttemptOutcome, createDeliveryAttempts, type DeliveryAttempts, GiveUp } from './delivery/delivery-attempts';
export { attemptsAllowed, retryDelayMs, type RetryPolicy } from './delivery/retry-policy';
export { createRetrySweep } from './delivery/retry-sweep';

export { createMetrics, type Metrics, type MetricsDeps } from './metrics/metrics';
export { type MetricsListener, metricsHandler, startMetricsListener } from './metrics/metrics-listener';
export { type RealtimeStats } from './metrics/realtime-metrics';
export { type BatchReport } from './metrics/transaction-metrics';
export { type AttemptReport } from './metrics/delivery-metrics';
