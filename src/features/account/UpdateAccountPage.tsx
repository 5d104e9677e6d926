import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function UpdateAccountPage() {
  return <PlaceholderPage title="Update your account" summary="Join a company again or carry on as you are." />;
}
