import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function PurchaseConfirmationPage() {
  return <PlaceholderPage title="Purchase confirmation" summary="Your boost is booked. Here is what you bought." />;
}
