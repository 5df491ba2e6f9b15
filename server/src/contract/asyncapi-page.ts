import type { AsyncApiDocument } from './asyncapi';

/*
 * A readable page of the AsyncAPI document (GET /api/docs/asyncapi): channels, their messages and
 * the schemas, rendered on the server into one self-contained HTML page (inline CSS, no script,
 * nothing fetched from anywhere).
 */

type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The little Markdown the document's texts use: `code`, **bold**, "- " lists and paragraphs. */
function prose(text: string): string {
  const inline = (line: string) =>
    escapeHtml(line)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- ')))
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      return `<p>${inline(block)}</p>`;
    })
    .join('');
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const schemaLink = (ref: string) => `<a href="#schema-${escapeHtml(refName(ref))}">${escapeHtml(refName(ref))}</a>`;

/** A one-line type of a JSON Schema: a link for a reference, the enum or const values, the type with its format. */
function typeOf(schema: Json): string {
  if (typeof schema.$ref === 'string') return schemaLink(schema.$ref);
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  if (Array.isArray(schema.allOf)) return (schema.allOf as Json[]).map(typeOf).join(' and ');
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) return (schema[key] as Json[]).map(typeOf).join(' | ');
  }
  if (schema.type === 'array') return `array of ${typeOf((schema.items ?? {}) as Json)}`;
  const type = typeof schema.type === 'string' ? schema.type : 'any';
  const detail = [schema.format, schema.pattern && `pattern ${String(schema.pattern)}`].filter(Boolean).map(String);
  return `${escapeHtml(type)}${detail.length ? ` <small>(${escapeHtml(detail.join(', '))})</small>` : ''}`;
}

function schemaTable(schema: Json): string {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties) return `<p>${typeOf(schema)}</p>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([name, property]) =>
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? '' : ' <small>optional</small>'}</td><td>${typeOf(property)}</td><td>${
        typeof property.description === 'string' ? escapeHtml(property.description) : ''
      }</td></tr>`,
  );
  return `<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

interface PageMessage {
  name: string;
  title: string;
  summary: string;
  description?: string;
  contentType: string;
  headers?: Json;
  payload: { $ref: string };
}

function messageSection(id: string, message: PageMessage): string {
  return `<section class="message" id="message-${escapeHtml(id)}">
<h4><code>${escapeHtml(message.name)}</code> ${message.title === message.name ? '' : `<span>${escapeHtml(message.title)}</span>`}</h4>
${prose(message.summary)}${message.description ? prose(message.description) : ''}
<p>Content type <code>${escapeHtml(message.contentType)}</code>; payload ${schemaLink(message.payload.$ref)}.</p>
${message.headers ? `<h5>Headers</h5>${schemaTable(message.headers)}` : ''}
</section>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.6rem}h2{border-bottom:2px solid #c0392b;padding-bottom:4px;margin-top:2rem}
code{background:#eee;padding:0 4px;border-radius:3px;font-size:.9em;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%;margin:8px 0;display:block;overflow-x:auto}
th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
td:first-child code{overflow-wrap:normal}
.message{background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px 16px;margin:12px 0}
h4 span{font-weight:normal;color:#555}small{color:#666}
a{color:#a93226}a:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
nav ul{padding-left:20px}`;

/** The page, made once at start-up from the document it shows. */
export function renderAsyncApiPage(doc: AsyncApiDocument): string {
  const channels = Object.entries(doc.channels).map(([id, channel]) => {
    const messages = Object.entries(channel.messages as Record<string, PageMessage>)
      .map(([messageId, message]) => messageSection(messageId, message))
      .join('');
    return `<section id="channel-${escapeHtml(id)}"><h3>${escapeHtml(channel.title)} <small>address <code>${escapeHtml(channel.address)}</code></small></h3>
${prose(channel.description)}<h4>Messages</h4>${messages}</section>`;
  });
  const servers = Object.entries(doc.servers).map(
    ([id, server]) =>
      `<li><strong>${escapeHtml(id)}</strong>: <code>${escapeHtml(`${server.protocol}://${server.host}${'pathname' in server ? server.pathname : ''}`)}</code> ${escapeHtml(server.description)}</li>`,
  );
  const schemas = Object.entries(doc.components.schemas).map(
    ([id, schema]) => `<section id="schema-${escapeHtml(id)}"><h3>${escapeHtml(id)}</h3>${schemaTable(schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)}: AsyncAPI</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}, AsyncAPI ${escapeHtml(doc.asyncapi)}</small></h1>
${prose(doc.info.description)}
<nav aria-label="Contents"><ul>
<li><a href="/api/asyncapi.json">The document as JSON (AsyncAPI ${escapeHtml(doc.asyncapi)})</a></li>
<li><a href="/api/docs">The HTTP API (OpenAPI)</a></li>
${Object.entries(doc.channels)
  .map(([id, channel]) => `<li><a href="#channel-${escapeHtml(id)}">${escapeHtml(channel.title)}</a></li>`)
  .join('')}
<li><a href="#schemas">Schemas</a></li>
</ul></nav>
<h2>Servers</h2><ul>${servers.join('')}</ul>
<h2>Channels</h2>${channels.join('')}
<h2 id="schemas">Schemas</h2>${schemas.join('')}
</main></body></html>`;
}
