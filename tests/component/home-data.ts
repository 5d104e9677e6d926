import { addCompany, addJob } from './fixtures';
import { buildContentItem } from '../../mocks/builders';
import { db, nextId } from '../../mocks/db';
import { JobStatus } from '../../src/domain/enums/job';

/** The records home and the benefits pages show: companies hiring, and the content service's items. */

/** The only jobs: Tamarack's three live ones, Alder Creek's live one and its draft. */
export async function twoCompaniesHiring() {
  db.jobs.clear();
  const tamarack = await addCompany({
    name: 'Tamarack Trail Co.',
    path: 'tamarack-trail-co',
    city: 'Bend',
    state: 'OR',
  });
  const alder = await addCompany({ name: 'Alder Creek Rafting', path: 'alder-creek-rafting', city: 'Ohiopyle' });
  for (const title of ['Trail Crew Lead', 'Trail Crew Member', 'Sawyer'])
    await addJob({ companyId: tamarack.id, title });
  await addJob({ companyId: alder.id, title: 'Raft Guide' });
  await addJob({ companyId: alder.id, title: 'Shuttle Driver', status: JobStatus.Draft, publishedDate: null });
}

/** The content service's items of a collection are exactly these (published unless said). */
export async function onlyItems(collection: string, items: Array<Record<string, unknown>>) {
  for (const item of db.contentItems.all().filter((i) => i.collection === collection))
    db.contentItems.delete((q) => q.where({ id: item.id }));
  for (const { status = 'published', ...data } of items)
    await db.contentItems.create(
      buildContentItem({ id: nextId(db.contentItems), collection, status: status as 'published', data }),
    );
}
