import { ORDER_STATUSES, readCancelReason, STAFF_CANCEL_REASONS, STAFF_ROLES } from '@pizza/shared';
import type { TFunction } from 'i18next';

import { formatDateTime } from '../../lib/format';

/**
 * An entry's `before` and `after` in words (docs/product/audit-log.md): plain JSON of the changed
 * fields, read field by field. Statuses, roles and reasons get their names in the reader's
 * language ('Preparing → Cancelled, reason: Too busy'); anything else is shown as it is, so a
 * field added later still reads sensibly.
 */
type JsonObject = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueText(key: string, value: unknown, t: TFunction, language: string): string {
  if (value === undefined || value === null || value === '') return t('audit.change.none');
  if (typeof value === 'boolean') return t(value ? 'audit.change.yes' : 'audit.change.no');
  if (typeof value === 'string') {
    if ((ORDER_STATUSES as readonly string[]).includes(value)) return t(`board.status.${value}`);
    if ((STAFF_ROLES as readonly string[]).includes(value)) return t(`audit.roles.${value}`);
    if (key === 'reason' && (STAFF_CANCEL_REASONS as readonly string[]).includes(value)) return t(`board.card.reasons.${value}`);
    if (key === 'cancelReason') return cancelReasonWords(value, t);
    if (ISO.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value, language);
    // Words the server records as codes (a sign-in's step and failure) have names; anything else is shown as it is.
    return t(`audit.values.${key}.${value}`, { defaultValue: value });
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? t('audit.change.none') : value.map((item) => valueText(key, item, t, language)).join(', ');
  return JSON.stringify(value);
}

/** An order's stored reason ('the kitchen is too busy right now: Oven broke') in the reader's language. */
function cancelReasonWords(text: string, t: TFunction): string {
  const { reason, note } = readCancelReason(text);
  const words = reason === 'not-confirmed' ? t('audit.change.notConfirmed') : reason && t(`board.card.reasons.${reason}`);
  if (!words) return note ?? text;
  return note ? t('audit.change.reasonWithNote', { reason: words, note }) : words;
}

const fieldName = (key: string, t: TFunction): string => t(`audit.fields.${key}`, { defaultValue: key });

/** The parts of a change: 'Preparing → Cancelled', 'reason: Too busy', 'price: 2 490 → 2 690'. */
export function describeChange(before: unknown, after: unknown, t: TFunction, language: string): string[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === undefined && after === undefined) return [];
    if (before === undefined) return [valueText('', after, t, language)];
    return [t('audit.change.arrow', { before: valueText('', before, t, language), after: valueText('', after, t, language) })];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  // The status first: it is what a reader looks for ('who cancelled').
  keys.sort((a, b) => Number(b === 'status') - Number(a === 'status'));
  return keys.map((key) => {
    const hadBefore = key in was;
    const hasAfter = key in now;
    const shown =
      hadBefore && hasAfter
        ? t('audit.change.arrow', { before: valueText(key, was[key], t, language), after: valueText(key, now[key], t, language) })
        : valueText(key, hasAfter ? now[key] : was[key], t, language);
    return key === 'status' ? shown : t('audit.change.field', { field: fieldName(key, t), value: shown });
  });
}
