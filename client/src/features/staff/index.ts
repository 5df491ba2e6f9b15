/**
 * The staff feature's public face: the frame every staff page sits in (session check, the
 * navigation the member's role allows, the role guard), the signed-in member's permissions for
 * other features' controls, the staff page and the invitation's join page.
 */
export { useCan, useStaffSelf } from './api/staff-self';
export { invitationTokenFrom, JoinPanel } from './components/join-panel';
export { StaffFrame } from './components/staff-frame';
export { StaffPanel } from './components/staff-panel';
export { STAFF_NAV_ITEMS, staffHomePath, staffNavItemsFor } from './staff-nav-items';
