import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function RecommendedJobsPage() {
  return <PlaceholderPage title="Recommended jobs" summary="Jobs that match your profile, best first." />;
}
