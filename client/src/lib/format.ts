/**
 * The client's money formatter, re-exported so components import formatting from one place.
 * The implementation lives in @pizza/shared (hu-HU, HUF, no fraction digits: '2 899 Ft').
 */
export { formatHuf } from '@pizza/shared';
