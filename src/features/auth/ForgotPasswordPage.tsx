import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot password" summary="Enter your email and we will send you a link to choose a new password." />;
}
