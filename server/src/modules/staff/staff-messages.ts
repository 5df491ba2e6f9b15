/** Every sentence the staff endpoints answer with; people read them as is (docs/product/staff-accounts.md). */
export const STAFF_MESSAGES = {
  memberNotFound: 'Staff member not found',
  emailTaken: 'This e-mail already belongs to an account',
  notInvited: 'This member is not waiting for an invitation',
  staleVersion: 'Someone changed this member in the meantime. Reload the staff page and try again.',
  lastOwner: 'The shop must keep at least one active owner: make someone else an owner first',
  notYourself: 'You cannot deactivate yourself',
  invitationUnknown: 'This invitation link is not valid',
  invitationUsed: 'This invitation has already been used: sign in with your password',
  invitationExpired: 'This invitation has expired: ask an owner to send a new one',
  invitationWithdrawn: 'This invitation was withdrawn or replaced by a newer one',
  invitationDeactivated: 'This invitation is no longer valid',
  joined: 'Your password is set. Sign in with your e-mail, your password and the code we e-mail you.',
  mailNotSent: 'The invitation could not be e-mailed. Please try again later.',
} as const;
