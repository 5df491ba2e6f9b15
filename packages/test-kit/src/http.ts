/** The Authorization header of a request made with `token` (a session token or an integration key). */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
