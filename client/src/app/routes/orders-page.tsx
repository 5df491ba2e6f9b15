import { ComingSoonPage } from '../../components/layout/coming-soon-page';

export function OrdersPage() {
  return <ComingSoonPage page="orders" />;
}
