/**
 * The rolling restart's judge must be able to fail: fed what a SIGKILL mid-request leaves behind (a
 * request reset without an answer, an exit by signal), an instance that exited on its own, or a
 * violation of the chaos checker, it reports each; a clean history passes.
 */
import type { Violation } from '../checker';
import { emptyHistory } from '../history';
import { judgeRollingRestart, type RestartRecord } from '../rolling';

const CLEAN_EXITS: RestartRecord[] = [
  { instance: 'A', exit: { code: 0, signal: null } },
  { instance: 'B', exit: { code: 0, signal: null } },
];

function answeredHistory() {
  const history = emptyHistory(1, 10);
  history.placements.push({ customer: 'u1', orderId: 'o1', orderType: 'PICKUP', cycle: 0, outcome: { status: 200, body: {} } });
  history.statusChanges.push({ staff: 's1', orderId: 'o1', to: 'PREPARING', outcome: { status: 200 } });
  return history;
}

it('when every request was answered, every instance exited 0 and the checker found nothing, then nothing is reported', () => {
  expect(judgeRollingRestart(answeredHistory(), [], CLEAN_EXITS)).toEqual({ problems: [], timeouts: [] });
});

it('when an instance was killed with SIGKILL mid-request, then the reset request and the exit by signal are both reported', () => {
  const history = answeredHistory();
  history.placements.push({
    customer: 'u1',
    orderId: 'o2',
    orderType: 'PICKUP',
    cycle: 1,
    outcome: { status: 'no-answer', error: 'SocketError: other side closed' },
  });
  const killed: RestartRecord[] = [{ instance: 'A', exit: { code: null, signal: 'SIGKILL' } }, CLEAN_EXITS[1]!];
  expect(judgeRollingRestart(history, [], killed).problems).toEqual([
    'no answer to placement of o2: SocketError: other side closed',
    'instance A exited with SIGKILL, not 0',
  ]);
});

it('when the checker found a lost placement or an instance exited by itself, then each is reported', () => {
  const history = answeredHistory();
  history.crashes.push({ instance: 'B', at: 1, output: '' });
  const violations: Violation[] = [{ kind: 'placement-lost', detail: 'o9 acknowledged, not in the database' }];
  expect(judgeRollingRestart(history, violations, CLEAN_EXITS).problems).toEqual([
    'checker: placement-lost: o9 acknowledged, not in the database',
    'instance B exited by itself',
  ]);
});

it('when the client stopped waiting for an answer, then it is listed as a timeout, apart from the problems', () => {
  const history = answeredHistory();
  history.statusChanges.push({ staff: 's1', orderId: 'o1', to: 'READY_FOR_PICKUP', outcome: { status: 'no-answer', error: 'timeout' } });
  expect(judgeRollingRestart(history, [], CLEAN_EXITS)).toEqual({ problems: [], timeouts: ['o1 to READY_FOR_PICKUP'] });
});
