import '../../../test/setup';
import { PASSWORD_MESSAGES } from '@pizza/shared';

import { catalogues } from '../../../test/catalogues';
import { SHARED_MESSAGE_KEYS } from '../validation-messages';

function lookup(catalog: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
}

describe('auth translations', () => {
  it('when a shared validation sentence is mapped, then the English catalogue says exactly that sentence', () => {
    for (const [sentence, key] of Object.entries(SHARED_MESSAGE_KEYS)) {
      expect([key, lookup(catalogues.en, key)]).toEqual([key, sentence]);
      expect(lookup(catalogues.hu, key)).toEqual(expect.any(String));
    }
  });

  it("when SPEC's password rules change in shared, then every one of them still has a translation", () => {
    for (const message of Object.values(PASSWORD_MESSAGES)) expect(SHARED_MESSAGE_KEYS[message]).toBeDefined();
  });

  it("when keys are built at run time (reCAPTCHA reasons), then both catalogues define them with SPEC's English", () => {
    const spec = {
      recaptchaContainerMissing: 'reCAPTCHA container not found. Please refresh the page.',
      recaptchaInitFailed: 'Failed to initialize reCAPTCHA. Please refresh the page.',
      recaptchaExpired: 'reCAPTCHA expired. Please try again.',
      recaptchaError: 'reCAPTCHA error. Please try again.',
    };
    for (const [reason, english] of Object.entries(spec)) {
      expect(lookup(catalogues.en, `signup.${reason}`)).toBe(english);
      expect(lookup(catalogues.hu, `signup.${reason}`)).toEqual(expect.any(String));
    }
  });
});
