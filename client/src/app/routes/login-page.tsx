import { ComingSoonPage } from '../../components/layout/coming-soon-page';

export function LoginPage() {
  return <ComingSoonPage page="login" />;
}
