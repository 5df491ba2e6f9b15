import { endpointProblem } from '../index';

describe('endpointProblem: where pushes may go', () => {
  it('allows https in production and in embedded mode', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeUndefined();
    expect(endpointProblem('https://web.push.apple.com/QGx', true)).toBeUndefined();
  });

  it('allows plain http only on this machine and only in embedded mode', () => {
    expect(endpointProblem('http://127.0.0.1:4567/push/1', true)).toBeUndefined();
    expect(endpointProblem('http://localhost:4567/push/1', true)).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1:4567/push/1', false)).toBe('The endpoint must be an https:// URL');
    expect(endpointProblem('http://push.example.com/1', true)).toMatch(/https/);
  });

  it('refuses other schemes, credentials and garbage', () => {
    expect(endpointProblem('ftp://push.example.com/1', true)).toMatch(/https/);
    expect(endpointProblem('https://user:pw@push.example.com/1', false)).toMatch(/user name or password/);
    expect(endpointProblem('not a url', false)).toMatch(/https/);
  });
});
