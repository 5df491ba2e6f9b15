/** The suffixes each type of family writes its samples under. */
const SAMPLE_SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count'] };

/** Every `pizza_*` metric name an expression (PromQL) names. */
export function metricNamesIn(expression: string): string[] {
  return [...new Set(expression.match(/\bpizza_[a-zA-Z0-9_]+/g) ?? [])];
}

/** Every `expr` anywhere in a parsed document (a rule file's rules, a dashboard's panels' targets). */
export function expressionsIn(document: unknown): string[] {
  if (Array.isArray(document)) return document.flatMap(expressionsIn);
  if (!document || typeof document !== 'object') return [];
  return Object.entries(document).flatMap(([key, value]) => (key === 'expr' && typeof value === 'string' ? [value] : expressionsIn(value)));
}

/**
 * The checker: the `pizza_*` names the expressions use that a scrape does not expose, sorted (none
 * when every one is there). A name is exposed when the scrape declares its family (`# TYPE`), or
 * the family it is a `_bucket`, `_sum` or `_count` sample of: a labelled series that has no sample
 * yet (no webhook failed in the test) still counts, its family being registered.
 */
export function unknownMetricNames(expressions: string[], scrapeText: string): string[] {
  const families = new Map([...scrapeText.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((match) => [match[1]!, match[2]!]));
  const sampleOf = (name: string, suffix: string) =>
    name.endsWith(suffix) && (SAMPLE_SUFFIXES[families.get(name.slice(0, -suffix.length)) ?? ''] ?? []).includes(suffix);
  const exposed = (name: string) => families.has(name) || ['_bucket', '_sum', '_count'].some((suffix) => sampleOf(name, suffix));
  const names = new Set(expressions.flatMap(metricNamesIn));
  return [...names].filter((name) => !exposed(name)).sort();
}
