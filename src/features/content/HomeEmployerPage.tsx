import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { home } from '../../api/back-office-client';
import { PlaceOptions } from '../../components/job/PlaceOptions';
import { Options } from '../../components/form/Field';
import { useLoad } from '../../components/ui/useLoad';
import { REACH_MILES } from '../../domain/candidate-reach';
import { milesToKm } from '../../domain/distance';
import { places } from '../../domain/places';
import { useAtomValue } from 'jotai/react';
import { isEmployer, userAtom } from '../../state/session';
import { placeOf } from '../../domain/places';

/**
 * The candidates an employer could reach: a job field and a place (the company's, for a signed-in employer) give
 * the count of Home/calculate-candidates, announced as it changes.
 */
function CandidateReach({ companyPlace, companyName }: { companyPlace: string | undefined; companyName: string | undefined }) {
  const ids = useId();
  const [options] = useLoad('job-options', () => api.job.getOptions());
  const [fieldId, setFieldId] = useState('1');
  const [placeId, setPlaceId] = useState(companyPlace ?? 'boulder-co');
  const place = places.find((p) => p.id === placeId);
  const [reach] = useLoad(`${fieldId}|${placeId}`, () =>
    place
      ? home.calculateCandidates({ jobFieldId: Number(fieldId), lat: place.lat, lng: place.lng, state: place.region, country: place.country })
      : Promise.reject(new Error('no place')),
  );
  const fieldName = options.kind === 'done' ? options.value.jobFields.find((f) => String(f.id) === fieldId)?.name : undefined;
  return (
    <section className="card reach" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{companyName ? `Candidates near ${companyName}` : 'How many candidates could you reach?'}</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${ids}-field`}>Job field</label>
          <select id={`${ids}-field`} value={fieldId} onChange={(e) => setFieldId(e.target.value)}>
            {options.kind === 'done' && <Options items={options.value.jobFields} />}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-place`}>Near</label>
          <select id={`${ids}-place`} value={placeId} onChange={(e) => setPlaceId(e.target.value)}>
            <PlaceOptions />
          </select>
        </div>
      </div>
      <p className="reach__result" role="status">
        {reach.kind === 'loading' ? (
          'Counting…'
        ) : reach.kind === 'failed' ? (
          'The count is not available right now.'
        ) : (
          <>
            <strong className="reach__count">{reach.value.count.toLocaleString('en-US')}</strong>{' '}
            {reach.value.count === 1 ? 'candidate' : 'candidates'} in {fieldName ?? 'this field'} could take a job near {place?.city}
          </>
        )}
      </p>
      <p className="muted reach__note">
        Candidates who follow a focus of the field and live within {REACH_MILES} miles ({Math.round(milesToKm(REACH_MILES))} km), want to work
        in {place?.region ?? 'the state'}, or work remotely from the same country.
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
          <p className="lead">Post jobs for {company.name}, follow their review, and boost the ones that matter most.</p>
          <p className="home-employer__actions">
            <Link className="button button--primary" to="/create-job">
              Post a job
            </Link>
            <Link className="button" to="/profile">
              Manage your jobs
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="eyebrow">For employers</p>
          <h1>Hire people who live for the outdoors</h1>
          <p className="lead">Guides, rangers, shop staff, designers and engineers who would rather be outside, and want to work where they play.</p>
          <p className="home-employer__actions">
            <Link className="button button--primary" to={user ? '/create-company' : '/login?returnUrl=%2Fcreate-job'}>
              Post a job
            </Link>
            <Link className="button" to="/benefits-employers">
              Why Basecamp
            </Link>
          </p>
        </>
      )}
      <CandidateReach companyPlace={company ? placeOf(company)?.id : undefined} companyName={company?.name} />
    </section>
  );
}
