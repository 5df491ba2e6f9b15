/** No order left unanswered: the server-side scheduler that escalates and cancels orders nobody accepts. */
export {
  createEscalationScheduler,
  ESCALATION_LEASE,
  type EscalationScheduler,
  type EscalationSchedulerDeps,
} from './escalation-scheduler';
