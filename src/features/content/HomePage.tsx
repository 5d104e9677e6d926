import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function HomePage() {
  return <PlaceholderPage title="Home" summary="Find work that takes you outside." />;
}
