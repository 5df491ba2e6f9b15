import type { Role } from '@pizza/shared';

/** The signed-in principal as handlers see it: always re-loaded from the database, never the token's claims. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  phone?: string;
}

interface UserFields {
  _id: unknown;
  email: string;
  name: string;
  role: Role;
  phone?: string | null;
}

/** Staff accounts have no phone: the key is left out rather than sent as null. */
export function toAuthUser(user: UserFields): AuthUser {
  const authUser: AuthUser = { id: String(user._id), email: user.email, name: user.name, role: user.role };
  if (user.phone) authUser.phone = user.phone;
  return authUser;
}
