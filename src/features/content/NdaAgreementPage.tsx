import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function NdaAgreementPage() {
  return <PlaceholderPage title="NDA agreement" summary="The non-disclosure agreement for beta participants." />;
}
