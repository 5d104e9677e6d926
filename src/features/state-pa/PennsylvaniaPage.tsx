import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function PennsylvaniaPage() {
  return (
    <PlaceholderPage
      title="Pennsylvania"
      summary="Outdoor work and play in Pennsylvania: brands, jobs and ways to get involved."
    />
  );
}
