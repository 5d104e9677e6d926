import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function CandidateViewPage() {
  return <PlaceholderPage title="Candidate" summary="A candidate's public profile." />;
}
