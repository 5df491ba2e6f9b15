/**
 * The one look of every e-mail the shop sends: a warm 'Pizza Point' header, short paragraphs, an
 * optional highlighted value (a code) or button (a link), facts (label: value), a summary table
 * (order lines, fees, total), and a plain-text part with the same words.
 * Inline styles and tables only: mail clients ignore style sheets (Gmail, Outlook). The colours are
 * light-on-dark in the header and dark-on-white in the body, which Gmail's and Outlook's dark modes
 * invert legibly; clients that honour `prefers-color-scheme` (Apple Mail) get a dark palette.
 */

export interface MailFact {
  label: string;
  value: string;
}

export interface MailTableRow {
  label: string;
  /** Small print under the label (size, add-ons). */
  detail?: string;
  /** A second line of small print (a dish's allergens). */
  detail2?: string;
  amount: string;
  /** The total: bold, with a rule above. */
  strong?: boolean;
}

export interface MailContent {
  /** First line under the header, e.g. 'Your staff sign-in code'. */
  title: string;
  paragraphs: string[];
  /** Shown large and spaced, e.g. a one-time code. */
  highlight?: string;
  /** A boxed, highlighted note the reader must not miss, e.g. the customer's allergy note. */
  notice?: { label: string; text: string };
  button?: { label: string; url: string };
  /** Label: value lines, e.g. the order number, the address, the payment. */
  facts?: MailFact[];
  /** A heading and rows of amounts, e.g. the order's lines and fees. */
  table?: { heading: string; rows: MailTableRow[] };
  /** Small print under the body (why the mail was sent, what to do if unexpected). */
  footnote?: string;
  /** The `lang` of the document (default 'en'). */
  language?: string;
}

const BRAND = 'Pizza Point';
const COLOURS = { header: '#b91c1c', accent: '#c2410c', page: '#fff7ed', text: '#292524', muted: '#6b625d', rule: '#e7e5e4' };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Clients that honour it (Apple Mail, iOS) switch to these; the inline styles stay the baseline. */
const DARK_MODE_CSS = `@media (prefers-color-scheme: dark) {
  .pp-page { background:#1c1917 !important; }
  .pp-card { background:#292524 !important; }
  .pp-card, .pp-card td, .pp-card p, .pp-card h1 { color:#f5f5f4 !important; }
  .pp-muted { color:#d6d3d1 !important; }
}`;

function buttonHtml({ label, url }: NonNullable<MailContent['button']>): string {
  // A table cell carries the colour: Outlook ignores padding on links.
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border-collapse:separate"><tr><td bgcolor="${COLOURS.accent}" style="border-radius:6px;background:${COLOURS.accent}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px">${escapeHtml(label)}</a></td></tr></table>`;
}

function factsHtml(facts: MailFact[]): string {
  const rows = facts
    .map(
      ({ label, value }) =>
        `<tr><td class="pp-muted" style="padding:4px 12px 4px 0;vertical-align:top;color:${COLOURS.muted};font-size:14px;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top;font-size:14px">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse">${rows}</table>`;
}

function tableHtml({ heading, rows }: NonNullable<MailContent['table']>): string {
  const body = rows
    .map(({ label, detail, detail2, amount, strong }) => {
      const rule = strong ? `border-top:2px solid ${COLOURS.rule};` : `border-top:1px solid ${COLOURS.rule};`;
      const weight = strong ? 'font-weight:bold;font-size:16px;' : 'font-size:14px;';
      const small = [detail, detail2]
        .filter((line): line is string => Boolean(line))
        .map((line) => `<br><span class="pp-muted" style="color:${COLOURS.muted};font-size:13px">${escapeHtml(line)}</span>`)
        .join('');
      return `<tr><td style="${rule}${weight}padding:8px 8px 8px 0;vertical-align:top">${escapeHtml(label)}${small}</td><td align="right" style="${rule}${weight}padding:8px 0;vertical-align:top;text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`;
    })
    .join('');
  return `<h2 style="margin:8px 0 8px;font-size:16px">${escapeHtml(heading)}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${body}</table>`;
}

/** A bordered box in the header's colour; line breaks of the note are kept. */
function noticeHtml({ label, text }: NonNullable<MailContent['notice']>): string {
  const lines = text.split('\n').map(escapeHtml).join('<br>');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:separate"><tr><td bgcolor="#fef2f2" style="padding:12px 16px;background:#fef2f2;border:2px solid ${COLOURS.header};border-radius:6px;color:${COLOURS.text};font-size:15px"><strong style="color:${COLOURS.header}">${escapeHtml(label)}</strong><br>${lines}</td></tr></table>`;
}

function htmlBody(content: MailContent): string {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const highlight = content.highlight
    ? `<p style="margin:8px 0 24px;font-size:32px;font-weight:bold;letter-spacing:8px;color:${COLOURS.header}">${escapeHtml(content.highlight)}</p>`
    : '';
  const footnote = content.footnote
    ? `<p class="pp-muted" style="margin:16px 0 0;font-size:13px;color:${COLOURS.muted}">${escapeHtml(content.footnote)}</p>`
    : '';
  return [
    paragraphs,
    highlight,
    content.notice ? noticeHtml(content.notice) : '',
    content.button ? buttonHtml(content.button) : '',
    content.facts?.length ? factsHtml(content.facts) : '',
    content.table ? tableHtml(content.table) : '',
    footnote,
  ].join('');
}

function textTable({ heading, rows }: NonNullable<MailContent['table']>): string[] {
  const lines = rows.flatMap(({ label, detail, detail2, amount, strong }) => [
    ...(strong ? ['-'.repeat(32)] : []),
    `${label}: ${amount}`,
    ...(detail ? [`  ${detail}`] : []),
    ...(detail2 ? [`  ${detail2}`] : []),
  ]);
  return [heading, ...lines, ''];
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const html = `<!doctype html>
<html lang="${escapeHtml(content.language ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(content.title)}</title><style>${DARK_MODE_CSS}</style></head>
<body class="pp-page" style="margin:0;padding:16px 8px;background:${COLOURS.page};font-family:Arial,Helvetica,sans-serif;color:${COLOURS.text};line-height:1.45">
<table role="presentation" class="pp-card" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-collapse:collapse">
<tr><td bgcolor="${COLOURS.header}" style="padding:20px 24px;background:${COLOURS.header};border-radius:8px 8px 0 0;color:#ffffff;font-size:22px;font-weight:bold">${BRAND}</td></tr>
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
    ...(content.notice ? [`!!! ${content.notice.label.toUpperCase()}: ${content.notice.text}`, ''] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.facts?.length ? [...content.facts.map(({ label, value }) => `${label}: ${value}`), ''] : []),
    ...(content.table ? textTable(content.table) : []),
    ...(content.footnote ? [content.footnote] : []),
  ].join('\n');
  return { html, text: text.trimEnd() + '\n' };
}
