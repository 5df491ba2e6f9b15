/**
 * `npm run staff:add -- <email> "<name>"` with the password in STAFF_PASSWORD (never on the command
 * line, where shell history and process lists would keep it): a new staff account, which signs in at
 * /adminLogin with that password and a code e-mailed to <email>. ADMIN_EMAIL's account is created at
 * start-up; this adds more. An existing account is never changed.
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
  return `Staff account ${email.data} created. They sign in at /adminLogin with this password and a code e-mailed to them.`;
});
