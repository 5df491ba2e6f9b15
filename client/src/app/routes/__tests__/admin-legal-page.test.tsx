import '../../../test/setup';
import { STAFF_ROLES } from '@pizza/shared';
import { screen } from '@testing-library/react';

import { fakeStaffServer, renderStaffRoutes, resetStaffState } from '../../../features/staff/__tests__/staff-support';
import { AdminLegalPage } from '../admin-legal-page';

beforeEach(() => resetStaffState());
afterEach(() => jest.restoreAllMocks());

describe('/admin/legal for a role without legal.edit', () => {
  it.each(STAFF_ROLES.filter((role) => role !== 'OWNER'))(
    'when a %s opens it, then they are told it is not for their role and no legal text is asked for',
    async (role) => {
      const { sent } = renderStaffRoutes(
        fakeStaffServer({ role }),
        [{ path: '/admin/legal', element: <AdminLegalPage /> }],
        '/admin/legal',
      );
      expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save as a new version' })).not.toBeInTheDocument();
      expect(sent.filter((request) => String(request.url).includes('/legal'))).toEqual([]);
    },
  );
});
