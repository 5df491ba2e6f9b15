import type { LegalDocument, LegalVersions } from '@pizza/shared';

import { call } from './support/api';
import { staffPageShots } from './support/audit-shots';
import { usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

// A staff sign-in and a page load on a busy machine.
jest.setTimeout(120_000);

describe('a saved legal page in the audit log', () => {
  const { page, context } = usePage({ width: 1280, height: 900 });

  it('when the owner saves a new version of the terms, then the public page serves it and the audit log says who saved which version', async () => {
    const token = await staffTokenViaApi();
    const { terms } = await call<LegalVersions>('GET', '/api/legal', undefined);
    const saved = await call<LegalDocument>('PUT', '/api/admin/legal/terms', token, {
      json: { basedOn: terms, body: { en: '# Terms\n\nOur own terms.', hu: '# ÁSZF\n\nSaját feltételeink.' } },
    });
    expect(saved).toMatchObject({ version: terms + 1, placeholder: false });
    expect((await call<LegalDocument>('GET', '/api/legal/terms', undefined)).body.en).toBe('# Terms\n\nOur own terms.');

    await storeStaffSession(page(), token);
    await page().goto('/admin/audit?action=legal.saved');
    // This very save: other specs of the run save the terms too.
    const row = page()
      .getByRole('row')
      .filter({ hasText: 'Saved a legal page' })
      .filter({ hasText: `version: ${terms} → ${terms + 1}` });
    await row.waitFor();
    expect(await row.textContent()).toContain(`version: ${terms} → ${terms + 1}`);
    expect(await row.textContent()).toContain('page: Terms and conditions');

    await staffPageShots(context(), '/admin/audit?action=legal.saved', 'audit-legal-saved', (shot) =>
      shot
        .getByText(/(version|változat): \d+ → \d+/)
        .first()
        .waitFor(),
    );
  });
});
