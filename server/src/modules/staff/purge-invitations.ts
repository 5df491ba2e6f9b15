import { retentionCutoff } from '../../lib/retention-cutoff';
import { StaffInvitationModel } from './staff-invitation.model';

/**
 * Deletes the invitation links expired more than RETENTION_DAYS.oneTimeCodes ago
 * (docs/product/legal.md#retention): until then the join page can still say why a link is dead;
 * after, it answers as for a link it never issued. A used or withdrawn link goes the same way, by
 * the date it would have expired. Returns how many went.
 */
export async function purgeInvitations(now: Date): Promise<number> {
  const result = await StaffInvitationModel.deleteMany({ expiresAt: { $lte: retentionCutoff('oneTimeCodes', now) } });
  return result.deletedCount;
}
