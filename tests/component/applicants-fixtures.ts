import { screen } from '@testing-library/react';
import { addApplication, addCompany, addEmployer, addJob, addUser } from './fixtures';
import { renderApp, signInAs } from './render';
import { buildCandidateProfile, location } from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import { db } from '../../mocks/db';

/** A job with applicants, for the tests of its applicants' page (applicants.test.tsx, job-closing.test.tsx). */

/**
 * Tamsin Orwell's company and its job "Quillback Canoe Guide" (the builder's: full-time paddling, remote in region,
 * $45,000-60,000 a year); three applicants: Ines Marrow (a paddler who matches it all, applied 3 days ago), Odile
 * Brask (a raft guide in Pittsburgh asking $90,000, applied yesterday) and Yusuf Trell (no profile, applied today).
 */
export async function jobWithApplicants() {
  const company = await addCompany({ name: 'Quillback Outfitters' });
  const employer = await addEmployer(company.id, {
    firstName: 'Tamsin',
    lastName: 'Orwell',
    email: 'tamsin@quillback.test',
  });
  const job = await addJob({ companyId: company.id, title: 'Quillback Canoe Guide' });
  const person = async (firstName: string, lastName: string, daysAgo: number) => {
    const user = await addUser({
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@applicants.test`,
      password: 'demo1234',
    });
    const date = clock.daysFromNow(-daysAgo);
    const application = await addApplication({ jobId: job.id, userId: user.id, createdDate: date, appliedDate: date });
    return { user, application };
  };
  const ines = await person('Ines', 'Marrow', 3);
  await db.candidateProfiles.create(
    buildCandidateProfile({
      userId: ines.user.id,
      currentLocation: location('harrisburg-pa'),
      isRemoteConsidered: true,
      jobType: [1],
      focus: [2],
      jobInterests: ['Canoe guide'],
      salaries: [{ min: 40_000, max: null, compensationId: 5 }],
    }),
  );
  const odile = await person('Odile', 'Brask', 1);
  await db.candidateProfiles.create(
    buildCandidateProfile({
      userId: odile.user.id,
      currentLocation: location('pittsburgh-pa'),
      jobInterests: ['Raft guide'],
      salaries: [{ min: 90_000, max: null, compensationId: 5 }],
    }),
  );
  const yusuf = await person('Yusuf', 'Trell', 0);
  return { company, employer, job, ines, odile, yusuf };
}

export async function openApplicants(jobId: number, query = '') {
  await signInAs('tamsin@quillback.test');
  const view = renderApp(`/job-applicants/${jobId}${query}`);
  await screen.findByRole('heading', { level: 1, name: /Applicants\s*for Quillback Canoe Guide/ });
  return view;
}
