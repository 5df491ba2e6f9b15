import { type ReactNode, useId } from 'react';

export interface DataTableProps {
  id?: string;
  caption: string;
  /** The column headings; the first column's cells are row headings. */
  columns: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  /** Columns (by index) that hold numbers: right-aligned. */
  numeric?: readonly number[];
  /** Shown on screen; otherwise only screen readers have it (a chart's numbers). */
  visible?: boolean;
}

/**
 * A plain table of figures: a chart's numbers for screen readers (and on screen with "Show as
 * table"), and the best sellers. It scrolls sideways on a narrow screen rather than squeezing.
 */
export function DataTable({ id, caption, columns, rows, numeric = [], visible = true }: DataTableProps) {
  const captionId = useId();
  const align = (index: number) => (numeric.includes(index) ? 'text-right tabular-nums' : 'text-left');
  // On screen, a table wider than the phone scrolls: the scroller takes the keyboard's focus so
  // arrows scroll it (and is named by the caption). `relative` keeps what is visually hidden inside it.
  const scroller = visible ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {};
  return (
    <div id={id} {...scroller} className={visible ? 'relative overflow-x-auto rounded-lg' : 'sr-only'}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-cream-300 text-ink-muted">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`px-2 py-1.5 font-semibold ${align(index)}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row} className="border-b border-cream-200 last:border-0">
              {cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={`px-2 py-1.5 font-medium ${align(index)}`}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={`px-2 py-1.5 ${align(index)}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
