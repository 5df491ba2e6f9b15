/** Hosts a local test push service listens on (embedded mode only). */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where the shop may send pushes: https only; in embedded mode also plain http on this machine (the
 * tests' stand-in push service). Returns why not, or undefined when the endpoint is allowed.
 */
export function endpointProblem(endpoint: string, localHttpAllowed: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The endpoint must be a full https:// URL';
  }
  if (url.username || url.password) return 'The endpoint must not carry a user name or password';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && localHttpAllowed && LOCAL_HOSTS.has(url.hostname)) return undefined;
  return localHttpAllowed
    ? 'The endpoint must be an https:// URL (or http:// on 127.0.0.1 in embedded mode)'
    : 'The endpoint must be an https:// URL';
}
