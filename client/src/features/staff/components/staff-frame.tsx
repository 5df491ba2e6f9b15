import type { Permission } from '@pizza/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/use-error-text';
import { AdminTopBar, useStaffSessionCheck } from '../../auth';
import { useStaffSelf } from '../api/staff-self';
import { staffHomePath } from '../staff-nav-items';
import { RoleRefusal } from './role-refusal';
import { StaffNav } from './staff-nav';

interface StaffFrameProps {
  title: string;
  /** What this page needs (docs/product/screens.md#staff-navigation-and-roles); a member without it sees why, not the page. */
  allows: (permissions: readonly Permission[]) => boolean;
  /** Controls the page puts in the top bar (shown only to a member who may open the page). */
  actions?: ReactNode;
  /** Send a member who may not open this page to their own first page instead (a courier on /admin). */
  redirectWhenRefused?: boolean;
  width?: 'wide' | 'narrow';
  children: ReactNode;
}

/**
 * Every staff page's frame: the staff session check (no token, or a refused one, goes to
 * /adminLogin), the top bar with the navigation this member's role allows, and the role guard.
 */
export function StaffFrame({ title, allows, actions, redirectWhenRefused = false, width = 'wide', children }: StaffFrameProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useStaffSessionCheck();
  const self = useStaffSelf();

  if (session === 'rejected') return <Navigate to={paths.adminLogin} replace />;

  const permissions = self.data?.permissions ?? [];
  const allowed = self.data !== undefined && allows(permissions);
  const home = staffHomePath(permissions);
  if (self.data && !allowed && redirectWhenRefused && home) return <Navigate to={home} replace />;

  let body: ReactNode;
  // The page waits for the token's check too: a refused token never asks for the page's data.
  if (self.data && session !== 'checking') body = allowed ? children : <RoleRefusal permissions={permissions} />;
  else if (self.isError)
    body = (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-3">
        <FormAlert message={`${t('admin.selfFailed')} ${errorText(self.error)}`} />
        <Button variant="secondary" onClick={() => void self.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  else
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('admin.checkingSession')} />
      </div>
    );

  return (
    <>
      <AdminTopBar title={title} actions={allowed ? actions : null} nav={self.data ? <StaffNav permissions={permissions} /> : null} />
      <main id="main-content" className={`mx-auto px-3 py-5 sm:px-6 sm:py-6 ${width === 'wide' ? 'max-w-7xl' : 'max-w-5xl'}`}>
        {body}
      </main>
    </>
  );
}
