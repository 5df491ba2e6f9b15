import { ComingSoonPage } from '../../components/layout/coming-soon-page';

export function AdminLoginPage() {
  return <ComingSoonPage page="adminLogin" />;
}
