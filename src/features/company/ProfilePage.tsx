import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function ProfilePage() {
  return <PlaceholderPage title="Company profile" summary="Your company, its members and its jobs." />;
}
