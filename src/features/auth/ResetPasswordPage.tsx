import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function ResetPasswordPage() {
  return <PlaceholderPage title="Reset password" summary="Choose a new password for your account." />;
}
