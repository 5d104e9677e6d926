import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function JobBoardPage() {
  return <PlaceholderPage title="Job board" summary="Every active job, open to everyone." />;
}
