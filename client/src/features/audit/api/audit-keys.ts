import type { AuditFilters } from '../audit-filters';

/** Query keys of the audit log: the filtered log, one order's trail, the people to filter by. */
export const auditKeys = {
  all: ['audit'] as const,
  log: (filters: AuditFilters) => [...auditKeys.all, 'log', filters] as const,
  trail: (orderId: string) => [...auditKeys.all, 'order', orderId] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
};
