import type { AuditAction, StaffRole } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { insertAtCommit } from '../../platform';
import { AuditEntryModel } from './audit-entry.model';

/** Who did it, as the signed-in request knows them (req.user), or the e-mail typed at a failed sign-in. */
export interface AuditActor {
  id?: string;
  name?: string;
  email?: string;
  staffRole?: StaffRole;
}

/** One entry as a use case writes it; `at` is the use case's clock. */
export interface AuditDraft {
  action: AuditAction;
  actor: AuditActor;
  at: Date;
  orderId?: string;
  orderNumber?: number;
  subject?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one entry through `session`, the transaction of the change it records: the change and its
 * entry commit together or not at all (docs/product/audit-log.md). Without a session only for
 * what changes nothing else (a sign-in attempt).
 */
export async function recordAudit(session: ClientSession | null, draft: AuditDraft): Promise<void> {
  const { actor, ...rest } = draft;
  const entry = {
    ...rest,
    ...(actor.id !== undefined && { actorId: actor.id }),
    ...(actor.name !== undefined && { actorName: actor.name }),
    ...(actor.email !== undefined && { actorEmail: actor.email }),
    ...(actor.staffRole !== undefined && { actorRole: actor.staffRole }),
  };
  // In a batch of the event log's transactions, written with the batch's other entries at its commit.
  if (session) await insertAtCommit(session, AuditEntryModel, entry);
  else await AuditEntryModel.create(entry);
}
