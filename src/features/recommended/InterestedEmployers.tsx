import { Link } from 'react-router-dom';
import type { InvitationsData } from './recommended.data';
import { formatDate } from '../../domain/dates';
import { href } from '../../domain/paths';

/**
 * What Premium adds for a candidate (docs/hiring.md): the employers who marked them interested; without Premium,
 * what it would show (no payment flow in the demo: the Premium demo account has it).
 */
export function InterestedEmployers({ interested }: { interested: InvitationsData['interested'] }) {
  return (
    <section className="card premium-panel" aria-labelledby="interested-title">
      <h2 id="interested-title">
        Employers interested in you <span className="badge badge--premium">Premium</span>
      </h2>
      {interested === null ? (
        <p className="muted">
          With Premium you see which employers marked you interested, and your applications stand out to employers.
        </p>
      ) : !interested.ok ? (
        <p className="muted">They could not be loaded. {interested.message}</p>
      ) : interested.value.length === 0 ? (
        <p className="muted">No employer has marked you interested yet.</p>
      ) : (
        <ul>
          {interested.value.map((e) => (
            <li key={`${e.jobId}`}>
              <strong>{e.companyName}</strong> for <Link to={href('job', { id: e.jobId })}>{e.jobTitle}</Link>,{' '}
              <time dateTime={e.date}>{formatDate(e.date)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
