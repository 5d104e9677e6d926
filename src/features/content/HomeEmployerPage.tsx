import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function HomeEmployerPage() {
  return <PlaceholderPage title="For employers" summary="Reach candidates who live for the outdoors." />;
}
