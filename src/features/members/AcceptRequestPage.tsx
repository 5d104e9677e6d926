import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function AcceptRequestPage() {
  return <PlaceholderPage title="Accept request" summary="Accept or decline a request to join your company." />;
}
