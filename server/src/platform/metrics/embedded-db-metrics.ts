import { Counter, Gauge, type Registry } from 'prom-client';

/** The embedded database's own section of serverStatus (packages/embedded-mongo, storage/journal.ts). */
export interface EmbeddedJournalStats {
  sizeBytes: number;
  commits: number;
  commitMillis: number;
  maxCommitMillis: number;
  compactions: number;
}

/** Reads serverStatus over the wire; undefined when there is no journal (in memory) or no answer. */
export type ReadJournalStats = () => Promise<EmbeddedJournalStats | undefined>;

/**
 * The embedded database's journal: its group commits (one write and one fsync each) and their
 * time, and its size until the next compaction. Read at scrape time only; registered only when the
 * shop runs on the embedded database.
 */
export function embeddedDatabaseMetrics(registry: Registry, read: ReadJournalStats): void {
  let reading: Promise<EmbeddedJournalStats | undefined> | undefined;
  const stats = () =>
    (reading ??= read()
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      }));
  /** A counter the database keeps: set to its total at every scrape. */
  const total = (name: string, help: string, pick: (s: EmbeddedJournalStats) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      async collect() {
        const s = await stats();
        if (!s) return;
        this.reset();
        this.inc(pick(s));
      },
    });
  const gauge = (name: string, help: string, pick: (s: EmbeddedJournalStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const s = await stats();
        if (s) this.set(pick(s));
      },
    });
  total('pizza_embedded_db_journal_commits_total', "The embedded database's group commits (a write and an fsync each)", (s) => s.commits);
  total('pizza_embedded_db_journal_commit_seconds_total', 'Time spent in those commits', (s) => s.commitMillis / 1000);
  total(
    'pizza_embedded_db_journal_compactions_total',
    'Journal compactions (a snapshot written, the journal emptied)',
    (s) => s.compactions,
  );
  gauge('pizza_embedded_db_journal_commit_max_seconds', 'The longest commit since the database started', (s) => s.maxCommitMillis / 1000);
  gauge('pizza_embedded_db_journal_size_bytes', 'Bytes in the journal since its last compaction', (s) => s.sizeBytes);
}
