import { usePage } from './support/browser';

describe('app-wide error boundary', () => {
  const { page } = usePage();

  it('when a visitor opens an unknown URL, then a 404 page in the shop layout offers the way home (not the crash screen)', async () => {
    await page().goto('/no/such/page');
    await page().getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page().getByRole('banner').getByRole('link', { name: 'Change Location' }).waitFor();
    expect(await page().getByText('Something went wrong:').count()).toBe(0);
    expect(await page().getByText('Technical details').count()).toBe(0);
    expect(await page().getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page().title()).toBe('Page not found · Pizza Point');
    await page().getByRole('main').getByRole('link', { name: 'Back to the menu' }).click();
    await page().getByRole('heading', { name: 'Classic Pizza', exact: true }).waitFor();
    expect(new URL(page().url()).pathname).toBe('/');
  });

  it('when a page throws while rendering, then the boundary shows the error and Try again recovers', async () => {
    await page().goto('/?__throw=1');
    await page().getByText('Something went wrong:').waitFor();
    const details = page().locator('details');
    expect(await details.count()).toBeGreaterThan(0);
    await page().getByRole('button', { name: 'Try again' }).click();
    await page().getByRole('heading', { name: 'Classic Pizza', exact: true }).waitFor();
    expect(await page().getByText('Something went wrong:').count()).toBe(0);
  });
});
