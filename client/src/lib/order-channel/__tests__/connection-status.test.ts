import { type ConnectionInput, isWaiting, nextChannelStatus } from '../connection-status';
import type { ChannelStatus } from '../types';

const run = (inputs: ConnectionInput[], from: ChannelStatus = 'connecting') => {
  const seen: ChannelStatus[] = [];
  inputs.reduce((status, input) => {
    const next = nextChannelStatus(status, input);
    seen.push(next);
    return next;
  }, from);
  return seen;
};

describe('channel status', () => {
  it('when the first handshake succeeds, then connecting becomes live', () => {
    expect(run(['connected'])).toEqual(['live']);
  });

  it('when a live connection drops and comes back, then it is reconnecting, then live again', () => {
    expect(run(['connected', 'dropped', 'connected'])).toEqual(['live', 'reconnecting', 'live']);
  });

  it('when no connection comes within the grace period, then connecting or reconnecting becomes down', () => {
    expect(run(['grace-expired'])).toEqual(['down']);
    expect(run(['connected', 'dropped', 'grace-expired'])).toEqual(['live', 'reconnecting', 'down']);
  });

  it('when the channel is down, then only a new connection brings it back (drops and late timers change nothing)', () => {
    expect(run(['dropped', 'grace-expired', 'connected'], 'down')).toEqual(['down', 'down', 'live']);
  });

  it('when live, then a stale grace timer changes nothing', () => {
    expect(run(['grace-expired'], 'live')).toEqual(['live']);
  });

  it('when the server refuses the credential, then the channel is down from any status', () => {
    for (const status of ['connecting', 'live', 'reconnecting', 'down'] as const) expect(nextChannelStatus(status, 'refused')).toBe('down');
  });

  it('when a connection is missing but may still come, then the grace timer runs (connecting, reconnecting only)', () => {
    expect((['connecting', 'live', 'reconnecting', 'down'] as const).filter(isWaiting)).toEqual(['connecting', 'reconnecting']);
  });
});
