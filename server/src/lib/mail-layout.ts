/**
 * The one look of every e-mail the shop sends: a warm 'Pizza Point' header, short paragraphs, an
 * optional highlighted value (a code) or button (a link), and a plain-text part with the same words.
 * Inline styles and tables only: mail clients ignore style sheets.
 */

export interface MailContent {
  /** First line under the header, e.g. 'Your staff sign-in code'. */
  title: string;
  paragraphs: string[];
  /** Shown large and spaced, e.g. a one-time code. */
  highlight?: string;
  button?: { label: string; url: string };
  /** Small print under the body (why the mail was sent, what to do if unexpected). */
  footnote?: string;
}

const BRAND = 'Pizza Point';
const COLOURS = { header: '#b91c1c', accent: '#ea580c', page: '#fff7ed', text: '#292524', muted: '#78716c' };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

function htmlBody(content: MailContent): string {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const highlight = content.highlight
    ? `<p style="margin:8px 0 24px;font-size:32px;font-weight:bold;letter-spacing:8px;color:${COLOURS.header}">${escapeHtml(content.highlight)}</p>`
    : '';
  const button = content.button
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.button.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${COLOURS.accent};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(content.button.label)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:${COLOURS.muted}">${escapeHtml(content.footnote)}</p>`
    : '';
  return `${paragraphs}${highlight}${button}${footnote}`;
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:24px;background:${COLOURS.page};font-family:Arial,Helvetica,sans-serif;color:${COLOURS.text}">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-collapse:collapse">
<tr><td style="padding:20px 24px;background:${COLOURS.header};border-radius:8px 8px 0 0;color:#ffffff;font-size:22px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.title)}</h1>${htmlBody(content)}</td></tr>
</table>
</body></html>`;
  const text = [
    BRAND,
    '',
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.highlight ? [content.highlight, ''] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.footnote ? [content.footnote] : []),
  ].join('\n');
  return { html, text: text.trimEnd() + '\n' };
}
