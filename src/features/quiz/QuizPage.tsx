import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function QuizPage() {
  return <PlaceholderPage title="Onboarding quiz" summary="A few questions to find the jobs that suit you." />;
}
