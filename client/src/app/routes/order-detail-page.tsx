import { useParams } from 'react-router-dom';

import { ComingSoonPage } from '../../components/layout/coming-soon-page';

export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  return <ComingSoonPage page="orderDetail" values={{ orderId }} />;
}
