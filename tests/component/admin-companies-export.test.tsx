import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickTwiceAtOnce, expectStatus, fastUser } from './data';
import { addCompany, addJob } from './fixtures';
import { renderApp, signInAs } from './render';
import { behaviour } from '../../mocks/http';
import { JobStatus } from '../../src/domain/enums/job';

/** admin/companies: Export CSV writes companies.csv of every company the filters find. */

/** The files the page handed to the browser to save: their names and texts (jsdom saves nothing). */
const saved: Array<{ name: string; text: Promise<string> }> = [];
beforeEach(() => {
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    // The file's bytes as UTF-8, its byte-order mark kept (Blob.text() would drop it).
    if (blob)
      saved.push({
        name: this.download,
        text: blob.arrayBuffer().then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)),
      });
  });
});
afterEach(() => vi.restoreAllMocks());

async function openList(url: string) {
  await signInAs('admin@demo.test');
  renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Companies' });
}

describe('companies.csv', () => {
  it('holds every company the filters find, all pages, quoted, inert, dates as ISO days', async () => {
    const user = fastUser();
    const tricky = await addCompany({
      name: '=Yarrow, "Ridge" & Río',
      createdDate: '2026-04-02T22:15:00.000Z',
      membershipStatus: 2,
    });
    await addJob({ companyId: tricky.id, status: JobStatus.Active });
    await addJob({ companyId: tricky.id, status: JobStatus.Rejected });
    for (let i = 1; i <= 21; i++)
      await addCompany({
        name: `Yarrow Camp ${i}`,
        createdDate: `2026-01-${String(i).padStart(2, '0')}T10:00:00.000Z`,
        membershipStatus: 3,
      });
    const first = tricky.id + 1;
    await openList('/admin/companies?search=yarrow&sort=createdDate&order=asc');
    await expectStatus('22 companies, page 1 of 2');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await expectStatus('companies.csv saved, with 22 companies.');
    expect(saved.map((f) => f.name)).toEqual(['companies.csv']);
    const lines = (await saved[0]!.text).split('\r\n');
    expect(lines[0]).toBe('\uFEFFId,Name,Created Date,Active Jobs,Pending Review Jobs,Rejected Jobs,Membership Status');
    expect(lines.slice(1, 3)).toEqual([
      `${first},Yarrow Camp 1,2026-01-01,0,0,0,Expired`,
      `${first + 1},Yarrow Camp 2,2026-01-02,0,0,0,Expired`,
    ]);
    expect(lines.slice(21)).toEqual([
      `${first + 20},Yarrow Camp 21,2026-01-21,0,0,0,Expired`,
      `${tricky.id},"'=Yarrow, ""Ridge"" & Río",2026-04-02,1,0,1,Active membership`,
    ]);
    expect(lines).toHaveLength(23);
  });

  it('writes only the tab shown, and a double click writes one file', async () => {
    await addCompany({ name: 'Yarrow Lodge', createdDate: '2026-02-01T10:00:00.000Z', membershipStatus: 1 });
    const active = await addCompany({
      name: 'Yarrow Huts',
      createdDate: '2026-02-02T10:00:00.000Z',
      membershipStatus: 2,
    });
    await openList('/admin/companies?search=yarrow&membershipStatus=2');
    await expectStatus('1 company');
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Export CSV' }));
    await expectStatus('companies.csv saved, with 1 company.');
    expect(saved).toHaveLength(1);
    expect((await saved[0]!.text).split('\r\n').slice(1)).toEqual([
      `${active.id},Yarrow Huts,2026-02-02,0,0,0,Active membership`,
    ]);
  });

  it('stops on Cancel export, and saves nothing', async () => {
    const user = fastUser();
    await addCompany({ name: 'Yarrow Lodge', createdDate: '2026-02-01T10:00:00.000Z' });
    await openList('/admin/companies?search=yarrow');
    await expectStatus('1 company');
    behaviour.latency = 'realistic';
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await expectStatus('Exporting companies…');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    await expectStatus('Export cancelled.');
    expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(saved).toEqual([]);
  });
});
