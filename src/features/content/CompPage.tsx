import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function CompPage() {
  return <PlaceholderPage title="Compensation" summary="What outdoor-industry roles pay." />;
}
