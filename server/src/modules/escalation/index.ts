/** No order left unanswered (issue 22): the server-side scheduler that escalates and cancels orders nobody accepts. */
export {
  createEscalationScheduler,
  ESCALATION_LEASE,
  type EscalationScheduler,
  type EscalationSchedulerDeps,
} from './escalation-scheduler';
