/**
 * `npm run staff:add -- <email> "<name>"` with the password in STAFF_PASSWORD (never on the command
 * line, where shell history and process lists would keep it): a new OWNER account, which signs in at
 * /adminLogin with that password and a code e-mailed to <email>. The recovery path when no owner can
 * sign in (docs/product/staff-accounts.md); owners invite everyone else from the staff page. An
 * existing account is never changed.
 */
import { emailSchema, firstPasswordError } from '@pizza/shared';

import { createStaffAccount } from '../modules/auth';
import { CliError, runCli } from './run-cli';

void runCli(async () => {
  const [rawEmail, ...nameParts] = process.argv.slice(2);
  const email = emailSchema.safeParse(rawEmail ?? '');
  const name = nameParts.join(' ').trim();
  const password = process.env.STAFF_PASSWORD ?? '';
  if (!email.success || !name) throw new CliError('Usage: STAFF_PASSWORD=... npm run staff:add -- <email> "<name>"');
  const weak = firstPasswordError({ password, confirmPassword: password });
  if (weak) throw new CliError(`STAFF_PASSWORD: ${weak}`);
  if (!(await createStaffAccount({ email: email.data, name, password })))
    throw new CliError(`An account for ${email.data} already exists; it was not changed.`);
  return `Owner account ${email.data} created (role OWNER). They sign in at /adminLogin with this password and a code e-mailed to them.`;
});
