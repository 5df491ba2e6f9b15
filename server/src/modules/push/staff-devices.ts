import { PushSubscriptionModel, type PushSubscriptionRecord } from './push-subscription.model';

/** A staff member's device with push on, as the staff page lists it. */
export interface StaffPushDevice {
  userId: string;
  label: string;
  createdAt: Date;
}

/** The devices with push on of these staff members, newest first, in one query. */
export async function pushDevicesOf(userIds: readonly string[]): Promise<StaffPushDevice[]> {
  if (userIds.length === 0) return [];
  const records = await PushSubscriptionModel.find({ userId: { $in: [...userIds] } }, { userId: 1, label: 1, createdAt: 1 })
    .sort({ createdAt: -1 })
    .lean<Array<Pick<PushSubscriptionRecord, 'userId' | 'label' | 'createdAt'>>>();
  return records.map(({ userId, label, createdAt }) => ({ userId, label, createdAt }));
}

/**
 * Forgets every device of a member whose sessions an owner ended (deactivated or given another
 * role, docs/product/staff-accounts.md): no more pushes reach them; they subscribe again after
 * signing in, if their role still allows it. Returns how many were forgotten.
 */
export async function forgetDevicesOf(userId: string): Promise<number> {
  const result = await PushSubscriptionModel.deleteMany({ userId });
  return result.deletedCount;
}
