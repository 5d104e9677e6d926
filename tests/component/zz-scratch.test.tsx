import { it } from 'vitest';
import { db } from '../../mocks/db';
import { api } from '../../src/api';
import { signInAs } from './render';

it('explore', async () => {
  const jobs = db.jobs.all();
  const active = jobs.filter((j) => j.status === 1);
  console.log('total', jobs.length, 'statuses', JSON.stringify(jobs.reduce((m, j) => ({ ...m, [j.status]: (m[j.status] ?? 0) + 1 }), {} as Record<number, number>)));
  const s = await api.job.search({ pageSize: 20 });
  console.log('search total', s.totalCount, s.items.slice(0, 5).map((j) => j.title));
  console.log('internship', (await api.job.search({ jobTypes: [5] })).totalCount);
  console.log('remote considered', (await api.job.search({ remoteStatuses: [6] as never })).totalCount);
  await signInAs('candidate@demo.test');
  const r = await api.job.recommended({});
  console.log('recommended', r.totalCount, r.items.map((j) => `${j.id} ${j.title} ${j.matchPercent} ${j.isSponsored} ${j.publishedDate}`).join('\n'));
  const saved = await api.job.myJobs({ status: 4 });
  console.log('saved', saved.items.map((i) => `${i.job.id} ${i.job.title}`));
  const applied = await api.job.myJobs({ status: 0 });
  console.log('applied', applied.items.map((i) => `${i.job.id} ${i.job.title} stage ${i.stage}`));
  console.log(jobs.slice(0, 60).map((j) => `${j.id} st${j.status} t${j.jobType} r${j.remoteStatus} ${j.title} | ${j.salaryMin}-${j.salaryMax}/${j.salaryCompensationId} exp ${j.expireDate} rc ${j.remoteCountries} c${j.companyId}`).join('\n'));
});
