import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function FeedbackPage() {
  return <PlaceholderPage title="Feedback" summary="Tell us what works and what does not." />;
}
