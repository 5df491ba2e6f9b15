import type { ReactNode } from 'react';

/** Figures as name / value pairs, values right-aligned; `small` for the lines under a card's big figure. */
export function FactList({ rows, small = false }: { rows: ReadonlyArray<[string, ReactNode]>; small?: boolean }) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] ${small ? 'gap-x-3 gap-y-1 text-sm' : 'gap-x-4 gap-y-2'}`}>
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-ink-muted">{name}</dt>
          <dd className="text-right font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
