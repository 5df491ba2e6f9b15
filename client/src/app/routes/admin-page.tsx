import { ComingSoonPage } from '../../components/layout/coming-soon-page';

export function AdminPage() {
  return <ComingSoonPage page="admin" />;
}
