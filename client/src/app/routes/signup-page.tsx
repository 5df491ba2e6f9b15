import { ComingSoonPage } from '../../components/layout/coming-soon-page';

export function SignupPage() {
  return <ComingSoonPage page="signup" />;
}
