/** Query keys of the staff feature. The signed-in member's own answer is kept per token: another sign-in is another person. */
export const staffKeys = {
  all: ['staff'] as const,
  self: (token: string) => [...staffKeys.all, 'me', token] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  invitation: (token: string) => [...staffKeys.all, 'invitation', token] as const,
};
