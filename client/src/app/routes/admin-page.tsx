import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { Spinner } from '../../components/ui/spinner';
import { AdminTopBar } from '../../features/auth/components/admin-top-bar';
import { useStaffSessionCheck } from '../../features/auth/hooks/use-staff-session-check';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../paths';

/**
 * /admin, the staff dashboard. Guarded: no staff token, or one the server rejects, goes to
 * /adminLogin. The orders board itself arrives with the orders feature.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const status = useStaffSessionCheck();
  useDocumentTitle(t('admin.dashboardTitle'));

  if (status === 'rejected') return <Navigate to={paths.adminLogin} replace />;

  return (
    <>
      <AdminTopBar title={t('admin.dashboardTitle')} />
      <main id="main-content" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {status === 'checking' ? (
          <div className="flex justify-center py-16">
            <Spinner label={t('admin.checkingSession')} />
          </div>
        ) : (
          <section className="mx-auto flex max-w-xl flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-card">
            <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-accent-200 text-brand-700">
              <ClipboardList aria-hidden="true" className="size-8" />
            </span>
            <h2 className="text-2xl font-extrabold">{t('admin.boardTitle')}</h2>
            <p className="mt-3 text-pretty text-ink-muted">{t('admin.boardComingSoon')}</p>
          </section>
        )}
      </main>
    </>
  );
}
