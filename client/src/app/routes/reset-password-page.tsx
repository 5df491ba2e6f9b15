import { ComingSoonPage } from '../../components/layout/coming-soon-page';

export function ResetPasswordPage() {
  return <ComingSoonPage page="resetPassword" />;
}
