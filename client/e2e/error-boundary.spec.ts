import { usePage } from './support/browser';

describe('app-wide error boundary', () => {
  const { page } = usePage();

  it('when a visitor opens an unknown route, then the error boundary names the page', async () => {
    await page().goto('/no/such/page');
    await page().getByText('Something went wrong:').waitFor();
    await page().getByText('Page not found: /no/such/page').waitFor();
    await page().getByRole('button', { name: 'Try again' }).waitFor();
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
