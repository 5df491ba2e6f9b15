import { ApiError, buildUrl } from '../../../lib/api';
import { type AuditFilters, auditRequestQuery } from '../audit-filters';

/** 'audit-2026-03-12.csv', or the name the server's Content-Disposition gives. */
function fileName(response: Response, today: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return named?.[1] ? decodeURIComponent(named[1]) : `audit-${today}.csv`;
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
 * GET /api/audit.csv with the page's filters, saved as a file. A plain link cannot send the staff
 * token (and a token in a URL would end up in logs and the history), so the file is fetched with
 * the bearer header and handed to the browser as a blob link.
 */
export async function downloadAuditCsv(token: string, filters: AuditFilters): Promise<string> {
  const language = document.documentElement.lang;
  const response = await fetch(buildUrl('/api/audit.csv', auditRequestQuery(filters)), {
    headers: { Accept: 'text/csv', Authorization: `Bearer ${token}`, ...(language ? { 'Accept-Language': language } : {}) },
  });
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  const name = fileName(response, new Date().toISOString().slice(0, 10));
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
