import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function BrandPage() {
  return <PlaceholderPage title="Brand" summary="A company's story, culture and open jobs." />;
}
