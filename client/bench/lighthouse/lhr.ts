/** Reading a Lighthouse result: audit tables, the network requests and the load event. */
import type { Result } from 'lighthouse';

export interface NetworkRequest {
  url: string;
  resourceType?: string;
  /** Bytes over the wire, response headers included. */
  transferSize?: number;
  statusCode?: number;
  rendererStartTime?: number;
}

export function tableItems<T>(lhr: Result, auditId: string): T[] {
  const details = lhr.audits[auditId]?.details;
  return details && 'items' in details && Array.isArray(details.items) ? (details.items as T[]) : [];
}

export const networkRequests = (lhr: Result) => tableItems<NetworkRequest>(lhr, 'network-requests');

function debugData(lhr: Result, auditId: string): Record<string, unknown> {
  const details = lhr.audits[auditId]?.details;
  return details && 'debugData' in details && details.debugData ? (details.debugData as Record<string, unknown>) : {};
}

/** Requests made before the load event (observed, unthrottled timings); undefined when the run lacks the timings. */
export function requestsBeforeLoad(lhr: Result): NetworkRequest[] | undefined {
  const startTs = debugData(lhr, 'network-requests').networkStartTimeTs;
  const loadTs = tableItems<{ observedLoadTs?: number }>(lhr, 'metrics')[0]?.observedLoadTs;
  if (typeof startTs !== 'number' || typeof loadTs !== 'number') return undefined;
  const loadMs = (loadTs - startTs) / 1000;
  return networkRequests(lhr).filter((request) => request.rendererStartTime !== undefined && request.rendererStartTime <= loadMs);
}
