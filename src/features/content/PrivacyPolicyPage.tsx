import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy policy" summary="What we collect, why, and what you can do about it." />;
}
