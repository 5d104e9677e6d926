import { useAtomValue } from 'jotai/react';
import { Link } from 'react-router-dom';
import { BenefitsPage } from './BenefitsPage';
import { placements } from '../../domain/boost';
import { REACH_MILES } from '../../domain/candidate-reach';
import { AdPlacementType } from '../../domain/enums/boost';
import { href, loginWithReturn } from '../../domain/paths';
import { formatAmount } from '../../domain/salary';
import { isEmployer, userAtom } from '../../state/session';

const fromPrice = formatAmount(Math.min(...Object.values(placements).map((p) => p.pricePerWeek)));

const points = [
  {
    title: 'People who live for the outdoors',
    text: 'Candidates say what field and focus they follow, where they would work and for what pay.',
  },
  {
    title: 'Know your reach before you post',
    text: `See how many candidates in a job field live within ${REACH_MILES} miles of you, or would move or work remotely.`,
  },
  {
    title: 'A listing score as you write',
    text: 'The job form scores the listing as you fill it in, so candidates find what they look for.',
  },
  {
    title: 'Reviewed, then live',
    text: 'Every job is reviewed before it goes live; a rejected one comes back to you with the reason.',
  },
  {
    title: 'Boosts when it matters',
    text:
      `From ${fromPrice} a week, a boost tags the job Sponsored and puts it first for the candidates it matches. ` +
      `The Newsletter boost (${formatAmount(placements[AdPlacementType.Newsletter].pricePerWeek)} a week) also ` +
      'features it in the weekly jobs email.',
  },
  {
    title: 'Your company page',
    text: 'A public page with your logo, cover, story and every open job, to share anywhere.',
  },
];

/** benefits-employers (beta access): what Basecamp offers companies that hire, and the way to post and boost. */
export default function BenefitsEmployersPage() {
  const user = useAtomValue(userAtom);
  const employer = isEmployer(user);
  const actions = (
    <>
      <Link
        className="button button--primary"
        to={employer ? href('createJob') : user ? href('jobs') : loginWithReturn(href('createJob'))}
      >
        {employer || !user ? 'Post a job' : 'Search the jobs'}
      </Link>
      {employer ? (
        <Link className="button" to={href('profile')}>
          Boost a live job
        </Link>
      ) : (
        <Link className="button" to={href('homeEmployer')}>
          See the candidates near you
        </Link>
      )}
    </>
  );
  return (
    <BenefitsPage
      benefits={{
        audience: 'employer',
        eyebrow: 'For employers',
        title: 'Hire people who would rather be outside',
        lead: 'Post your jobs where guides, rangers, crews and gear people look, and see who you reach before you post.',
        points,
        actions,
        quotesHeading: 'From companies that hired here',
      }}
    />
  );
}
