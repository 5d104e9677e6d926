import { useAtomValue } from 'jotai/react';
import { useId } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import type { loader } from './home-employer.data';
import { patchParams } from '../../api/schemas/query';
import { Options } from '../../components/form/Field';
import { PlaceOptions } from '../../components/job/PlaceOptions';
import { useListPending } from '../../components/list/ResultList';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { REACH_MILES } from '../../domain/candidate-reach';
import { milesToKm } from '../../domain/distance';
import { href, loginWithReturn } from '../../domain/paths';
import { places } from '../../domain/places';
import { isEmployer, userAtom } from '../../state/session';

/**
 * The candidates an employer could reach: a job field and a place (the company's, for a signed-in employer) give
 * the count of Home/calculate-candidates, announced as it changes. The choice is in the URL; the loader counts.
 */
function CandidateReach({ companyName }: { companyName: string | undefined }) {
  const ids = useId();
  const { fieldId, place, options, reach } = useLoaderData<typeof loader>();
  const [, update] = useUrlParams();
  const counting = useListPending();
  const choose = (patch: { jobFieldId?: string; near?: string }) => update((current) => patchParams(current, patch));
  const fieldName = options?.jobFields.find((f) => f.id === fieldId)?.name;
  return (
    <section className="card reach" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>
        {companyName ? `Candidates near ${companyName}` : 'How many candidates could you reach?'}
      </h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${ids}-field`}>Job field</label>
          <select id={`${ids}-field`} value={fieldId} onChange={(e) => choose({ jobFieldId: e.target.value })}>
            {options && <Options items={options.jobFields} />}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-place`}>Near</label>
          <select id={`${ids}-place`} value={place.id} onChange={(e) => choose({ near: e.target.value })}>
            <PlaceOptions places={places} />
          </select>
        </div>
      </div>
      <p className="reach__result" role="status" aria-busy={counting || undefined}>
        {counting ? (
          'Counting…'
        ) : !reach.ok ? (
          'The count is not available right now.'
        ) : (
          <>
            <strong className="reach__count">{reach.value.count.toLocaleString('en-US')}</strong>{' '}
            {reach.value.count === 1 ? 'candidate' : 'candidates'} in {fieldName ?? 'this field'} could take a job near{' '}
            {place.city}
          </>
        )}
      </p>
      <p className="muted reach__note">
        Candidates who follow a focus of the field and live within {REACH_MILES} miles (
        {Math.round(milesToKm(REACH_MILES))} km), want to work in {place.region}, or work remotely from the same
        country.
      </p>
    </section>
  );
}

/** home-employer: what Basecamp offers employers; for a signed-in employer, their company's reach and the way to their jobs. */
export default function HomeEmployerPage() {
  const user = useAtomValue(userAtom);
  const company = isEmployer(user) ? (user?.primaryCompany ?? null) : null;
  return (
    <section className="page home-employer">
      {company ? (
        <>
          <p className="eyebrow">Employer home</p>
          <h1>Welcome back, {user?.user.firstName}</h1>
          <p className="lead">
            Post jobs for {company.name}, follow their review, and boost the ones that matter most.
          </p>
          <p className="home-employer__actions">
            <Link className="button button--primary" to={href('createJob')}>
              Post a job
            </Link>
            <Link className="button" to={href('profile')}>
              Manage your jobs
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="eyebrow">For employers</p>
          <h1>Hire people who live for the outdoors</h1>
          <p className="lead">
            Guides, rangers, shop staff, designers and engineers who would rather be outside, and want to work where
            they play.
          </p>
          <p className="home-employer__actions">
            <Link
              className="button button--primary"
              to={user ? href('createCompany') : loginWithReturn(href('createJob'))}
            >
              Post a job
            </Link>
            <Link className="button" to={href('benefitsEmployers')}>
              Why Basecamp
            </Link>
          </p>
        </>
      )}
      <CandidateReach companyName={company?.name} />
    </section>
  );
}
