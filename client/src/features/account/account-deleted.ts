import type { Location } from 'react-router-dom';

/** Handed to the home page through the router's state after an erasure (lib/navigation-state.ts explains the state). */
export interface AccountDeletedState {
  accountDeleted?: true;
}

export const accountDeletedState: AccountDeletedState = { accountDeleted: true };

export function cameFromAccountDeletion(location: Pick<Location, 'state'>): boolean {
  return (location.state as AccountDeletedState | null | undefined)?.accountDeleted === true;
}
