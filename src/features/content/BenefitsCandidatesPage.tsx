import { useAtomValue } from 'jotai/react';
import { Link } from 'react-router-dom';
import { BenefitsPage } from './BenefitsPage';
import { href } from '../../domain/paths';
import { isCandidate, userAtom } from '../../state/session';

const points = [
  {
    title: 'The pay, up front',
    text: 'Jobs show their pay range and period, and you can search by the least you would take.',
  },
  {
    title: 'Perks that matter outdoors',
    text: 'Housing included or subsidised, relocation stipends, commuter benefits and visa sponsorship, as filters.',
  },
  {
    title: 'Jobs picked for you',
    text: 'Tell us your field, focus, place and pay: your recommended jobs come with a match score and why.',
  },
  {
    title: 'Six questions to start',
    text: 'The quiz shows the jobs you match before you sign up, and starts your profile with your answers.',
  },
  {
    title: 'Your profile, your call',
    text: 'Share it with anyone who has the link, or only with the employers you applied to.',
  },
  {
    title: 'Every application in one place',
    text: 'Save jobs for later and follow each application from Applied to an offer.',
  },
];

/** benefits-candidates (beta access): what Basecamp offers people looking for work, and the way in. */
export default function BenefitsCandidatesPage() {
  const user = useAtomValue(userAtom);
  const actions = !user ? (
    <>
      <Link className="button button--primary" to={href('register')}>
        Create your account
      </Link>
      <Link className="button" to={href('quiz')}>
        Take the quiz
      </Link>
    </>
  ) : isCandidate(user) ? (
    <Link className="button button--primary" to={href('recommendedJobs')}>
      See the jobs picked for you
    </Link>
  ) : (
    <Link className="button button--primary" to={href('jobs')}>
      Search the jobs
    </Link>
  );
  return (
    <BenefitsPage
      benefits={{
        audience: 'candidate',
        eyebrow: 'For candidates',
        title: 'Work where you play',
        lead: 'Basecamp lists jobs in the outdoor industry only, with the pay shown and the perks that matter outside.',
        points,
        actions,
        quotesHeading: 'From people who found their job here',
      }}
    />
  );
}
