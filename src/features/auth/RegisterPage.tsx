import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function RegisterPage() {
  return <PlaceholderPage title="Create an account" summary="Sign up as a candidate looking for work outdoors, or as an employer hiring for it." />;
}
