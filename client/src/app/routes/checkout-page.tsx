import { ComingSoonPage } from '../../components/layout/coming-soon-page';

export function CheckoutPage() {
  return <ComingSoonPage page="checkout" />;
}
