/** Reading Lighthouse results (metrics, flagged audits, where the time goes) and printing the table. */
import type { Result } from 'lighthouse';

import { type NetworkRequest, networkRequests, requestsBeforeLoad, tableItems } from './lhr';
import type { CATEGORIES, PageSpec } from './pages';
import { EMPTY_TRANSFER, type Transfer, transferOf } from './transfer';

// ---------------------------------------------------------------------------------------------
// Reading the report.

interface LongTask {
  url: string;
  duration: number;
}

/** The longest main-thread task attributed to one of our own scripts (duration as simulated). */
function longestOwnTask(lhr: Result, origin: string): LongTask | undefined {
  return tableItems<LongTask>(lhr, 'long-tasks')
    .filter((task) => typeof task.url === 'string' && task.url.startsWith(origin))
    .sort((a, b) => b.duration - a.duration)[0];
}

export interface RunMetrics {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpS: number;
  tbtMs: number;
  cls: number;
  /** Scripts and style sheets requested before the load event. */
  initialJs: Transfer;
  initialCss: Transfer;
  /** Every script of the run, as transferred. */
  allJsBytes: number;
  longTask?: LongTask;
  benchmarkIndex: number;
}

const ofType = (type: string) => (request: NetworkRequest) => request.resourceType === type;

/** `dist`: the build the shop serves, for the sizes of the files' Brotli and gzip twins. */
export function metricsOf(lhr: Result, origin: string, dist: string): RunMetrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const initial = requestsBeforeLoad(lhr);
  const initialOf = (type: string) => (initial ? transferOf(initial.filter(ofType(type)), origin, dist) : EMPTY_TRANSFER);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpS: numeric('largest-contentful-paint') / 1000,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    initialJs: initialOf('Script'),
    initialCss: initialOf('Stylesheet'),
    allJsBytes: transferOf(networkRequests(lhr).filter(ofType('Script')), origin, dist).transferred,
    longTask: longestOwnTask(lhr, origin),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Flag {
  id: string;
  urls: string[];
  value?: string;
}

/** Audits below 0.9 that name one of our own URLs (and any accessibility audit below 0.9). */
export function flaggedAudits(lhr: Result, origin: string): Flag[] {
  const flagged: Flag[] = [];
  const accessibilityIds = new Set(lhr.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? []);
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative') continue;
    const urls = [
      ...new Set(
        tableItems<{ url?: unknown; source?: { url?: unknown } }>(lhr, audit.id)
          .map((item) => (typeof item.url === 'string' ? item.url : typeof item.source?.url === 'string' ? item.source.url : ''))
          .filter((url) => url.startsWith(origin))
          .map((url) => url.slice(origin.length)),
      ),
    ];
    if (urls.length === 0 && !accessibilityIds.has(audit.id)) continue;
    flagged.push({ id: audit.id, urls, value: audit.displayValue });
  }
  return flagged;
}

export interface FlagTally {
  runs: number;
  urls: Set<string>;
  values: Set<string>;
}

export function tally(into: Map<string, FlagTally>, flags: Flag[]): void {
  for (const flag of flags) {
    const entry = into.get(flag.id) ?? { runs: 0, urls: new Set(), values: new Set() };
    entry.runs += 1;
    flag.urls.forEach((url) => entry.urls.add(url));
    if (flag.value) entry.values.add(flag.value);
    into.set(flag.id, entry);
  }
}

/** Where the time goes on one run: the LCP element and its phases, the biggest layout shift, the heaviest scripts. */
function notes(lhr: Result, origin: string): string[] {
  const short = (text: unknown, max = 90) => {
    const flat = String(text ?? '').replace(/\s+/g, ' ');
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
  };
  const out: string[] = [];
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  const lcpTables = lcpDetails && lcpDetails.type === 'list' ? (lcpDetails.items as Array<{ items?: unknown[] }>) : [];
  const lcpNode = (lcpTables[0]?.items?.[0] as { node?: { nodeLabel?: string; snippet?: string } } | undefined)?.node;
  const phases = (lcpTables[1]?.items ?? []) as Array<{ phase?: string; timing?: number }>;
  if (lcpNode) {
    const phaseText = phases.map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`).join(', ');
    out.push(`LCP element: \`${short(lcpNode.snippet, 60)}\` "${short(lcpNode.nodeLabel, 50)}"${phaseText ? ` (${phaseText})` : ''}`);
  }
  const shift = tableItems<{ score?: number; node?: { snippet?: string } }>(lhr, 'layout-shifts')[0];
  if (shift && (shift.score ?? 0) >= 0.01) out.push(`Biggest layout shift ${shift.score?.toFixed(3)}: \`${short(shift.node?.snippet)}\``);
  const bootup = tableItems<{ url?: string; total?: number; scripting?: number }>(lhr, 'bootup-time')
    .slice(0, 3)
    .map(
      (item) => `${String(item.url).replace(origin, '')} ${Math.round(item.total ?? 0)} ms (scripting ${Math.round(item.scripting ?? 0)})`,
    );
  if (bootup.length > 0)
    out.push(`JavaScript execution (bootup-time, ${lhr.audits['bootup-time']?.displayValue ?? ''}): ${bootup.join('; ')}`);
  const mainThread = lhr.audits['mainthread-work-breakdown'];
  if (mainThread?.displayValue) out.push(`Main-thread work: ${mainThread.displayValue}`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Output.

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface PageResult {
  spec: PageSpec;
  runs: RunMetrics[];
  flagged: Map<string, FlagTally>;
  lhrs: Result[];
}

export function printReport(
  results: PageResult[],
  origin: string,
  environment: string,
  { runs: RUNS, retries }: { runs: number; retries: string[] },
): void {
  const failures: string[] = [];
  const cell = (page: string, what: string, text: string, ok: boolean | undefined, budget: string) => {
    if (ok === undefined) return text;
    if (!ok) failures.push(`${page}: ${what} ${text} (budget ${budget})`);
    return `${text} ${mark(ok)} (${budget})`;
  };

  const lines = [
    `## Lighthouse ${environment}`,
    '',
    `Median of ${RUNS} run(s) per page; mobile defaults, simulated throttling.`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP (s) | TBT (ms) | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { spec, runs } of results) {
    const m = (pick: (run: RunMetrics) => number) => median(runs.map(pick));
    const { budgets } = spec;
    const perf = m((run) => run.scores.performance);
    const a11y = m((run) => run.scores.accessibility);
    const lcp = m((run) => run.lcpS);
    const tbt = m((run) => run.tbtMs);
    lines.push(
      `| ${spec.label} | ${[
        cell(spec.label, 'performance', String(perf), perf >= budgets.performance, `≥ ${budgets.performance}`),
        cell(spec.label, 'accessibility', String(a11y), a11y >= budgets.accessibility, `${budgets.accessibility}`),
        String(m((run) => run.scores['best-practices'])),
        String(m((run) => run.scores.seo)),
        cell(spec.label, 'LCP', lcp.toFixed(2), budgets.lcpS === undefined ? undefined : lcp <= budgets.lcpS, `≤ ${budgets.lcpS} s`),
        cell(spec.label, 'TBT', tbt.toFixed(0), budgets.tbtMs === undefined ? undefined : tbt < budgets.tbtMs, `< ${budgets.tbtMs} ms`),
        m((run) => run.cls).toFixed(3),
      ].join(' | ')} |`,
    );
  }

  lines.push(
    '',
    'Requested before the load event. Transferred: bytes on the wire, headers included (Chromium gets the Brotli twins);',
    'br and gzip: the bodies of the same files as the build compressed them (gzip is what a browser without Brotli gets).',
    '',
    '| Page | Initial JS transferred | br / gzip | Initial CSS transferred | br / gzip | Scripts | All JS of the run | Longest task of our scripts (simulated) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const { spec, runs } of results) {
    const m = (pick: (run: RunMetrics) => number) => median(runs.map(pick));
    const budget = spec.budgets.initialJsBytes;
    const jsBytes = m((run) => run.initialJs.transferred);
    const js = cell(spec.label, 'initial JS', kib(jsBytes), budget === undefined ? undefined : jsBytes <= budget, `≤ ${kib(budget ?? 0)}`);
    const bodies = (pick: (run: RunMetrics) => Transfer) => `${kib(m((run) => pick(run).br))} / ${kib(m((run) => pick(run).gzip))}`;
    const tasks = runs.map((run) => run.longTask).filter((task): task is LongTask => task !== undefined);
    const longest = tasks.sort((a, b) => b.duration - a.duration)[0];
    const taskText = longest
      ? `${m((run) => run.longTask?.duration ?? 0).toFixed(0)} ms median, ${longest.duration.toFixed(0)} ms max: ${longest.url.slice(origin.length)}`
      : 'none ≥ 50 ms';
    const cells = [
      js,
      bodies((run) => run.initialJs),
      kib(m((run) => run.initialCss.transferred)),
      bodies((run) => run.initialCss),
      String(m((run) => run.initialJs.files)),
      kib(m((run) => run.allJsBytes)),
      taskText,
    ];
    lines.push(`| ${spec.label} | ${cells.join(' | ')} |`);
  }

  lines.push('', '### Audits below 0.9 that name our own files (or fail accessibility), runs that flagged them', '');
  for (const { spec, flagged } of results) {
    const entries = [...flagged.entries()].map(([id, entry]) => {
      const urls = [...entry.urls].slice(0, 4).join(', ');
      const values = [...entry.values].join(' / ');
      return `  - ${id} [${entry.runs}/${RUNS}]${urls ? `: ${urls}` : ''}${values ? ` (${values})` : ''}`;
    });
    lines.push(`- ${spec.label}${entries.length === 0 ? ': none' : ''}`, ...entries);
  }

  lines.push('', '### Where the time goes (the run with the median performance score)', '');
  for (const { spec, lhrs } of results) {
    const byPerformance = [...lhrs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
    if (middle) lines.push(`- ${spec.label}`, ...notes(middle, origin).map((note) => `  - ${note}`));
  }

  if (retries.length > 0) lines.push('', `Runs repeated after a Lighthouse runtime error: ${retries.join('; ')}.`);
  lines.push(
    '',
    failures.length === 0 ? '**All budgets met.**' : `**${failures.length} budget(s) failed:**`,
    ...failures.map((f) => `- ✗ ${f}`),
  );
  console.log(lines.join('\n'));
}
