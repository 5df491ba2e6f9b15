import { ApiError, buildUrl } from '../../../lib/api';
import type { ReportRange } from '../report-range';

/** The two files of a range: its orders with their lines, and its summary by day. */
export type ReportCsv = 'orders' | 'summary';

const PATHS: Record<ReportCsv, string> = {
  orders: '/api/admin/reports/orders.csv',
  summary: '/api/admin/reports/summary.csv',
};

/** 'orders-2026-10-01-2026-10-31.csv', or the name the server's Content-Disposition gives. */
function fileName(response: Response, kind: ReportCsv, range: ReportRange): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return named?.[1] ? decodeURIComponent(named[1]) : `${kind}-${range.from}-${range.to}.csv`;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(await response.text()) as typeof body;
  } catch {
    // Not JSON: the status says enough.
  }
  const message = typeof body.message === 'string' ? body.message : 'API request failed';
  return new ApiError(response.status, typeof body.code === 'string' ? body.code : `HTTP_${response.status}`, message);
}

/**
 * GET /api/admin/reports/{orders,summary}.csv for the range, saved as a file. A plain link cannot
 * send the staff token (and a token in a URL would end up in logs and the history), so the file is
 * fetched with the bearer header and handed to the browser as a blob link, as the audit log's
 * export does.
 */
export async function downloadReportCsv(token: string, kind: ReportCsv, range: ReportRange): Promise<string> {
  const language = document.documentElement.lang;
  const response = await fetch(buildUrl(PATHS[kind], { from: range.from, to: range.to }), {
    headers: { Accept: 'text/csv', Authorization: `Bearer ${token}`, ...(language ? { 'Accept-Language': language } : {}) },
  });
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  const name = fileName(response, kind, range);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the blob can go once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
