/** No order left unanswered: the server-side scheduler that releases orders for later, then escalates and cancels orders nobody accepts. */
export {
  createEscalationScheduler,
  ESCALATION_LEASE,
  type EscalationScheduler,
  type EscalationSchedulerDeps,
} from './escalation-scheduler';
