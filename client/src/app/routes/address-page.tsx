import { ComingSoonPage } from '../../components/layout/coming-soon-page';

export function AddressPage() {
  return <ComingSoonPage page="address" />;
}
