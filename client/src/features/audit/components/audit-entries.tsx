import type { AuditEntry } from '@pizza/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useMediaQuery } from '../../../lib/use-media-query';
import { type EntryText, useEntryText } from '../use-entry-text';

function OrderLink({ order }: { order: NonNullable<EntryText['order']> }) {
  const { t } = useTranslation();
  if (!order.href) return <span className="font-bold tabular-nums">{order.label}</span>;
  return (
    <Link
      to={order.href}
      aria-label={t('audit.openOrder', { order: order.label })}
      className="inline-flex min-h-11 items-center font-bold text-brand-700 tabular-nums underline underline-offset-2 hover:text-brand-800"
    >
      {order.label}
    </Link>
  );
}

function Who({ text }: { text: EntryText }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold wrap-anywhere">{text.who}</span>
      {text.role && <span className="text-sm text-ink-muted">{text.role}</span>}
    </span>
  );
}

function Changes({ changes }: { changes: string[] }) {
  if (changes.length === 0) return null;
  return (
    <div className="flex flex-col gap-0.5 wrap-anywhere">
      {changes.map((change, index) => (
        // The same words may appear twice (two fields with the same value): the position keeps them apart.
        <p key={index}>{change}</p>
      ))}
    </div>
  );
}

/** Phones: one card per entry, the action first. */
function EntryCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const textOf = useEntryText();
  return (
    <ol aria-label={t('audit.table.caption')} className="flex flex-col gap-3">
      {entries.map((entry) => {
        const text = textOf(entry);
        return (
          <li key={entry.id} className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10">
            <div className="flex items-start justify-between gap-3">
              <p className="text-lg leading-snug font-bold">{text.what}</p>
              {text.order && <OrderLink order={text.order} />}
            </div>
            <Who text={text} />
            <Changes changes={text.changes} />
            <p className="text-sm text-ink-muted tabular-nums">
              <time dateTime={entry.at}>{text.when}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** Wider screens: a table with a column per question (when, who, what, which order, what changed). */
function EntryTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const textOf = useEntryText();
  const head = 'px-3 py-2 text-left text-sm font-bold text-ink-muted';
  return (
    <div className="overflow-x-auto rounded-2xl bg-surface shadow-card ring-1 ring-ink/10">
      <table className="w-full border-collapse text-base">
        <caption className="sr-only">{t('audit.table.caption')}</caption>
        <thead className="border-b-2 border-cream-300">
          <tr>
            <th scope="col" className={head}>
              {t('audit.table.when')}
            </th>
            <th scope="col" className={head}>
              {t('audit.table.who')}
            </th>
            <th scope="col" className={head}>
              {t('audit.table.what')}
            </th>
            <th scope="col" className={head}>
              {t('audit.table.order')}
            </th>
            <th scope="col" className={head}>
              {t('audit.table.change')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const text = textOf(entry);
            return (
              <tr key={entry.id} className="border-b border-cream-200 align-top last:border-b-0">
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">
                  <time dateTime={entry.at}>{text.when}</time>
                </td>
                <td className="px-3 py-3">
                  <Who text={text} />
                </td>
                <td className="px-3 py-3 font-semibold">{text.what}</td>
                <td className="px-3 py-1">{text.order && <OrderLink order={text.order} />}</td>
                <td className="px-3 py-3">
                  <Changes changes={text.changes} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The entries as a table from the `md` width on, as cards on phones. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const wide = useMediaQuery('(min-width: 48rem)');
  return wide ? <EntryTable entries={entries} /> : <EntryCards entries={entries} />;
}
