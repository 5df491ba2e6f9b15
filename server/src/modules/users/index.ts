/** Accounts: the user model and the signed-in principal as handlers see it. */
export { UserModel, type UserRecord } from './users.model';
export { type AuthUser, toAuthUser } from './users.view';
