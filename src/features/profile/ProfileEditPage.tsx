import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function ProfileEditPage() {
  return <PlaceholderPage title="Edit your profile" summary="Your preferences, qualifications and story, and how complete they are." />;
}
