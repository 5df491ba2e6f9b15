/**
 * Server messages follow the language switch: the client sends its language in
 * Accept-Language, the server answers in it, and the page shows the server's sentence as it came.
 */
import { mkdirSync } from 'node:fs';

import { usePage } from './support/browser';

const SHOTS = process.env.E2E_SHOTS_DIR;

describe('server messages in the visitor’s language', () => {
  const { page } = usePage();

  it('when the visitor switches to Hungarian, then a refusal and an answer from the server are in Hungarian, and back in English after switching back', async () => {
    await page().goto('/resetPassword?token=not-a-real-token');
    await page().getByRole('group', { name: 'Language' }).getByRole('button', { name: /^HU/ }).click();
    await page().getByRole('heading', { name: 'Jelszó visszaállítása' }).waitFor();

    await page().getByLabel('E-mail', { exact: true }).fill('nobody@example.com');
    await page().getByLabel('Új jelszó').fill('Fresh#Dough2027');
    await page().getByLabel('Jelszó megerősítése').fill('Fresh#Dough2027');
    await page().getByRole('button', { name: 'Jelszó módosítása' }).click();
    // The server's 400 for a made-up token, in Hungarian.
    await page().getByText('Ez a jelszó-visszaállító link érvénytelen vagy lejárt.').waitFor();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page().screenshot({ path: `${SHOTS}/reset-refused-hu-1280.png` });
      await page().setViewportSize({ width: 375, height: 800 });
      await page().screenshot({ path: `${SHOTS}/reset-refused-hu-375.png` });
      await page().setViewportSize({ width: 1280, height: 900 });
    }

    await page().goto('/login');
    await page().getByRole('button', { name: 'Elfelejtette a jelszavát?' }).click();
    await page().getByLabel('E-mail', { exact: true }).last().fill('nobody@example.com');
    await page().getByRole('button', { name: 'Link küldése' }).click();
    await page().getByText('Ha ehhez az e-mail-címhez tartozik fiók, elküldtük rá a jelszó-visszaállító linket.').waitFor();
    if (SHOTS) await page().screenshot({ path: `${SHOTS}/forgot-answer-hu-1280.png` });

    await page().getByRole('group', { name: 'Nyelv' }).getByRole('button', { name: /^EN/ }).click();
    await page().getByRole('button', { name: 'Send reset link' }).click();
    await page().getByText('If an account exists for this email, a reset link has been sent.').waitFor();
  });
});
