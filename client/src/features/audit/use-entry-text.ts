import type { AuditEntry } from '@pizza/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { describeChange } from './describe-change';

/** One entry as people read it: when, who (and their role), what, the order, and the change. */
export interface EntryText {
  when: string;
  who: string;
  role?: string;
  what: string;
  /** '#0042' (the board's way of writing it), with where the board shows the order. */
  order?: { label: string; href?: string };
  changes: string[];
}

/** '#0042': the number as the board and customers say it, in both languages. */
export const orderLabel = (orderNumber: number): string => `#${String(orderNumber).padStart(4, '0')}`;

export function useEntryText(): (entry: AuditEntry) => EntryText {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (entry) => {
      const changes = describeChange(entry.before, entry.after, t, language);
      if (entry.subject && entry.orderId === undefined) changes.unshift(t('audit.subject', { subject: entry.subject }));
      return {
        when: formatDateTime(entry.at, language),
        // A failed sign-in of an unknown e-mail has no actor: what was typed is all there is.
        who: entry.actorName ?? (entry.actorEmail ? t('audit.typedEmail', { email: entry.actorEmail }) : t('audit.unknownActor')),
        ...(entry.actorRole ? { role: t(`audit.roles.${entry.actorRole}`) } : {}),
        what: t(`audit.actions.${entry.action}`),
        ...(entry.orderNumber !== undefined
          ? {
              order: {
                label: orderLabel(entry.orderNumber),
                ...(entry.orderId ? { href: `${paths.admin}?${new URLSearchParams({ order: entry.orderId }).toString()}` } : {}),
              },
            }
          : {}),
        changes,
      };
    },
    [t, language],
  );
}
