import { loginRequestSchema, PASSWORD_MESSAGES, signupRequestSchema } from '@pizza/shared';
import { z } from 'zod';

import { zodIssueMessage } from '../zod-messages';

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe('zodIssueMessage', () => {
  it("gives the shop's own schema messages from the catalogue and leaves English as it is", () => {
    const [issue] = issuesOf(loginRequestSchema, { email: 'nope', password: 'x' });
    expect(zodIssueMessage(issue!, 'en')).toBe('Invalid email address');
    expect(zodIssueMessage(issue!, 'hu')).toBe('Érvénytelen e-mail-cím');
  });

  it("gives zod's own messages from zod's Hungarian locale, naming what was received", () => {
    const schema = z.strictObject({ name: z.string(), count: z.number().max(3), kind: z.enum(['a', 'b']) });
    const messages = issuesOf(schema, { name: 5, count: 9, kind: 'c', extra: true }).map((issue) => [
      issue.message,
      zodIssueMessage(issue, 'hu'),
    ]);
    expect(messages).toEqual([
      ['Invalid input: expected string, received number', expect.stringMatching(/^Érvénytelen bemenet: .*string.*szám/)],
      ['Too big: expected number to be <=3', expect.stringMatching(/^Túl nagy/)],
      ['Invalid option: expected one of "a"|"b"', expect.stringMatching(/^Érvénytelen opció/)],
      ['Unrecognized key: "extra"', 'Ismeretlen kulcs: "extra"'],
    ]);
  });

  it('translates each unmet password rule of the shared sign-up schema', () => {
    const issues = issuesOf(signupRequestSchema, {
      name: 'Anna',
      email: 'anna@example.com',
      password: 'short',
      confirmPassword: 'short',
      phone: '+36301234567',
      firebaseIdToken: 'x',
    });
    const tooShort = issues.find((issue) => issue.message === PASSWORD_MESSAGES.tooShort);
    expect(tooShort && zodIssueMessage(tooShort, 'hu')).toMatch(/^A jelszónak legalább \d+ karakterből kell állnia$/);
  });
});

describe('a text over its length limit', () => {
  it("gets the shop's sentence in either language, also where the schema left zod's default message", () => {
    const [issue] = issuesOf(z.string().max(3), 'four');
    expect(issue!.message).toBe('Too big: expected string to have <=3 characters');
    expect(zodIssueMessage(issue!, 'en')).toBe('Too long: use at most 3 characters.');
    expect(zodIssueMessage(issue!, 'hu')).toBe('Túl hosszú: legfeljebb 3 karakter lehet.');
  });

  it("keeps zod's locale for other limits (numbers are not texts a person typed)", () => {
    const [issue] = issuesOf(z.number().max(3), 9);
    expect(zodIssueMessage(issue!, 'en')).toBe('Too big: expected number to be <=3');
  });
});
