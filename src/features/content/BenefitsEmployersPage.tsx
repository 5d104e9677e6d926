import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function BenefitsEmployersPage() {
  return <PlaceholderPage title="Benefits for employers" summary="Why employers hire through Basecamp." />;
}
