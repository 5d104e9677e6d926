import { PlaceholderPage } from '../../components/ui/PlaceholderPage';

export default function UpdateJobPage() {
  return <PlaceholderPage title="Edit a job" summary="Change a job you posted; edits to active jobs go back for review." />;
}
