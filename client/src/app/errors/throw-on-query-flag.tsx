import { useLocation } from 'react-router-dom';

export const THROW_QUERY_FLAG = '__throw';
export const TEST_ERROR_MESSAGE = 'Test error requested with ?__throw=1';

/** React Router gives the location a page was opened with this key; navigations get new keys. */
const ENTRY_LOCATION_KEY = 'default';

/**
 * Lets the browser test trigger a real render error: open any page with `?__throw=1`.
 *
 * Always on, also in production builds, because the browser tests run against the built app
 * that `npm start` serves. It is harmless: it can only show the visitor's own tab the error
 * screen. It throws only for the location the page was opened with, so the error survives
 * React's automatic re-render, while 'Try again' (a navigation, hence a new location key)
 * visibly recovers.
 */
export function ThrowOnQueryFlag() {
  const location = useLocation();
  const flag = new URLSearchParams(location.search).get(THROW_QUERY_FLAG);
  if (flag === '1' && location.key === ENTRY_LOCATION_KEY) {
    throw new Error(TEST_ERROR_MESSAGE);
  }
  return null;
}
