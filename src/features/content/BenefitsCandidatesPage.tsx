import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function BenefitsCandidatesPage() {
  return <PlaceholderPage title="Benefits for candidates" summary="Why candidates use Basecamp." />;
}
