import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function AccountPage() {
  return <PlaceholderPage title="Account settings" summary="Your email, password and notifications." />;
}
