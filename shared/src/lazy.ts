/**
 * A value (an Intl formatter) built on first use: the home page imports the hours modules, and
 * nothing heavy may run before its first paint. Internal: not exported from the package.
 */
export function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
