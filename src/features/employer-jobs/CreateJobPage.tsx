import { InfoTip } from '../../components/ui/InfoTip';
import { useTooltips } from '../content/useTooltips';

const fields = [
  { name: 'jobFieldId', label: 'Job field' },
  { name: 'remoteStatus', label: 'Remote status' },
  { name: 'salaryMin', label: 'Minimum salary' },
  { name: 'salaryMax', label: 'Maximum salary' },
  { name: 'isHQPosition', label: 'Visa sponsorship' },
];

/** create-job. The form arrives with the job-lifecycle release; the field help already comes from the content service. */
export default function CreateJobPage() {
  const tooltips = useTooltips();
  return (
    <section className="page page--narrow">
      <h1>Post a job</h1>
      <p className="lead">Describe the role, the pay and the perks, then send it for review. The posting form is being built.</p>
      <h2>What you will be asked</h2>
      <ul className="term-list">
        {fields.map((field) => (
          <li key={field.name}>
            {field.label}
            {tooltips[field.name] && <InfoTip label={field.label} text={tooltips[field.name] ?? ''} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
