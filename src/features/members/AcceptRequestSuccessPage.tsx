import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function AcceptRequestSuccessPage() {
  return <PlaceholderPage title="Request accepted" summary="The new member can now post jobs for your company." />;
}
