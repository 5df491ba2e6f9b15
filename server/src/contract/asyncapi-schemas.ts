import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

/** Every `$ref` id under `node` (only references into components/schemas exist here). */
function refsIn(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) found.add(value.slice(SCHEMA_REF.length));
      else refsIn(value, found);
    }
  }
  return found;
}

/**
 * The JSON Schemas (draft-07, what AsyncAPI schemas extend) of the named shared schemas and of every
 * schema they reference, keyed by their zod meta id and referring to each other as components.
 */
export function componentSchemas(roots: readonly string[]): Record<string, JsonSchema> {
  const all = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `${SCHEMA_REF}${id}`,
  }).schemas as Record<string, JsonSchema>;
  const kept: Record<string, JsonSchema> = {};
  const visit = (id: string) => {
    if (kept[id]) return;
    const schema = all[id];
    if (!schema) throw new Error(`no shared schema has the meta id '${id}'`);
    const { $schema: _dialect, $id: _uri, ...body } = schema;
    kept[id] = body;
    for (const ref of refsIn(body)) visit(ref);
  };
  for (const id of roots) visit(id);
  return Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
}

export const ref = (id: string) => ({ $ref: `${SCHEMA_REF}${id}` });
