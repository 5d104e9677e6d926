import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function JobPage() {
  return <PlaceholderPage title="Job" summary="The role, the pay, the perks and the company behind it." />;
}
