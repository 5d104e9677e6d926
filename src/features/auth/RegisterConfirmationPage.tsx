import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function RegisterConfirmationPage() {
  return <PlaceholderPage title="Registration confirmed" summary="Your account is ready. Check your inbox to confirm your email." />;
}
