import { defaultDays, filtersFromSearch, searchFromFilters, searchRequestQuery } from '../search-filters';

// 01:30 on 30 March in Budapest: the clocks went forward the night before, and UTC is still on the 29th.
const AFTER_SPRING_CHANGE = new Date('2026-03-29T23:30:00.000Z');

describe('the order search filters', () => {
  it('when nothing is chosen, then the search covers the last 30 Budapest days, today included', () => {
    expect(defaultDays(AFTER_SPRING_CHANGE)).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    // 1 January: the 30 days reach back into the year before.
    expect(defaultDays(new Date('2026-01-01T10:00:00.000Z'))).toEqual({ from: '2025-12-03', to: '2026-01-01' });
  });

  it('when the address names no days, then the default days are used; named empty, no bound on that side', () => {
    expect(filtersFromSearch(new URLSearchParams(''), AFTER_SPRING_CHANGE)).toEqual({ from: '2026-03-01', to: '2026-03-30', page: 1 });
    expect(filtersFromSearch(new URLSearchParams('from=&to=2026-02-10'), AFTER_SPRING_CHANGE)).toEqual({ to: '2026-02-10', page: 1 });
  });

  it('when the address holds something malformed, then it is left out rather than sent', () => {
    const search = new URLSearchParams('q=%20%20&from=yesterday&to=2026-3-1&status=PENDING&service=DRONE&page=-2');
    expect(filtersFromSearch(search, AFTER_SPRING_CHANGE)).toEqual({ page: 1 });
    expect(filtersFromSearch(new URLSearchParams('status=LOST&page=2.5'), AFTER_SPRING_CHANGE)).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
      page: 1,
    });
  });

  it('when filters go into the address and come back, then they are the same, and the request carries them as they are', () => {
    const filters = {
      q: '+36 30 123 4567',
      from: '2025-10-20',
      to: '2025-10-27',
      status: 'CANCELLED',
      service: 'DELIVERY',
      page: 3,
    } as const;
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe('q=%2B36+30+123+4567&from=2025-10-20&to=2025-10-27&status=CANCELLED&service=DELIVERY&page=3');
    expect(filtersFromSearch(search, AFTER_SPRING_CHANGE)).toEqual(filters);
    expect(searchRequestQuery(filters)).toEqual(filters);
    // The first page is the address without a page; no days is "from=&to=".
    expect(searchFromFilters({ page: 1 }).toString()).toBe('from=&to=');
  });
});
