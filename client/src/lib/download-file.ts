import { ApiError, buildUrl, type QueryParams } from './api';

/** The name the server's Content-Disposition gives the file, if it gives one. */
function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return named?.[1] ? decodeURIComponent(named[1]) : undefined;
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
 * A staff export (the audit log's, the reports' CSV files) saved as a file; resolves to its name.
 * A plain link cannot send the staff token (and a token in a URL would end up in logs and the
 * history), so the file is fetched with the bearer header, in the reader's language, and handed to
 * the browser as a blob link. A refusal rejects with the server's message, as the api client does.
 */
export async function downloadFile(path: string, query: QueryParams, token: string, fallbackName: string): Promise<string> {
  const language = document.documentElement.lang;
  const response = await fetch(buildUrl(path, query), {
    headers: { Accept: 'text/csv', Authorization: `Bearer ${token}`, ...(language ? { 'Accept-Language': language } : {}) },
  });
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  const name = fileNameOf(response) ?? fallbackName;
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
