import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function CreateCompanyPage() {
  return <PlaceholderPage title="Create a company" summary="Set up your company to post jobs, or join a company that is already here." />;
}
