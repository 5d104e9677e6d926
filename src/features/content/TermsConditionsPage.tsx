import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function TermsConditionsPage() {
  return <PlaceholderPage title="Terms and conditions" summary="The terms that apply when you use Basecamp." />;
}
