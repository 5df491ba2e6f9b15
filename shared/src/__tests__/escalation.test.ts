import { escalationDeadlines, escalationStageAt } from '../escalation';
import { DEFAULT_RESTAURANT_SETTINGS } from '../schemas/restaurant-settings';

const PLACED = new Date('2026-02-09T17:00:00.000Z');
const at = (minutes: number) => PLACED.getTime() + minutes * 60_000;

describe('escalation deadlines', () => {
  it('when placed under the default settings, then it rings louder at 3 min, tells the customer at 8 and cancels at 15', () => {
    expect(escalationDeadlines(PLACED, DEFAULT_RESTAURANT_SETTINGS.escalation)).toEqual({
      ringLouderAt: new Date(at(3)),
      tellCustomerAt: new Date(at(8)),
      autoCancelAt: new Date(at(15)),
    });
  });

  it('when the clock passes each deadline, then the stage follows it; a stage the server reached counts even if the clock is behind', () => {
    const iso = escalationDeadlines(PLACED, DEFAULT_RESTAURANT_SETTINGS.escalation);
    const escalation = { ringLouderAt: iso.ringLouderAt.toISOString(), tellCustomerAt: iso.tellCustomerAt.toISOString() };
    expect(escalationStageAt(escalation, at(2.99))).toBeUndefined();
    expect(escalationStageAt(escalation, at(3))).toBe('ring-louder');
    expect(escalationStageAt(escalation, at(8))).toBe('tell-customer');
    expect(escalationStageAt({ ...escalation, stage: 'tell-customer' }, at(1))).toBe('tell-customer');
    expect(escalationStageAt({ ...escalation, stage: 'ring-louder' }, at(1))).toBe('ring-louder');
  });
});
