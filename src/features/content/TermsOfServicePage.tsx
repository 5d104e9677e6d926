import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function TermsOfServicePage() {
  return <PlaceholderPage title="Terms of service" summary="The service we provide and the rules that come with it." />;
}
