import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpAs, seededMockForEachTest } from './seeded-mock';
import { db } from '../../mocks/db';
import { seed } from '../../mocks/seed';
import { adminCompanyApi } from '../../src/api/admin-company';
import { companyApi } from '../../src/api/company';
import type { ApiError } from '../../src/api/http';
import type { CompanyInput } from '../../src/api/schemas/company-profile';
import { companyNameKey } from '../../src/domain/company-name';

/**
 * The mock's company calls through the app's own clients (src/api), against the real handlers and the real seed:
 * which names are taken, which files are images, and who may change a company.
 */

seededMockForEachTest();

/** The company clients, signed in as a demo account. */
async function clientsOf(email: string) {
  const { http, user } = await httpAs(email);
  return { user: user!, adminCompany: adminCompanyApi(http), company: companyApi(http) };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

const input = (name: string): CompanyInput => ({
  name,
  website: null,
  description: null,
  city: 'Leavenworth',
  state: 'WA',
  country: 'US',
  typeId: 1,
  sizeId: 2,
});

describe('mock: company names', () => {
  it.each(['Summit  Trail Outfitters', 'Summit Trail Outfitters.', ' summit trail outfitters! '])(
    'refuses "%s" on create (409): Summit Trail Outfitters has it',
    async (name) => {
      const { adminCompany } = await clientsOf('employer.former@demo.test');
      const error = await failure(adminCompany.create(input(name)));
      expect(error).toMatchObject({
        status: 409,
        message: 'Summit Trail Outfitters is already on Basecamp: ask to join it instead.',
      });
      expect(db.companies.all().filter((c) => c.name.toLowerCase().includes('summit trail'))).toHaveLength(1);
    },
  );

  it("refuses a rename to another company's name with a small variation (409), and keeps a company's own name", async () => {
    const { adminCompany } = await clientsOf('employer.admin@demo.test');
    const error = await failure(adminCompany.update(1, input('Keystone  Paddle Co')));
    expect(error).toMatchObject({
      status: 409,
      message: 'Keystone Paddle Co. is already on Basecamp: ask to join it instead.',
    });
    const renamed = await adminCompany.update(1, input('Summit Trail Outfitters.'));
    expect(renamed).toMatchObject({ name: 'Summit Trail Outfitters.', path: 'summit-trail-outfitters' });
  });

  it('suggests the company of the very name typed first, whatever its spacing, case or end punctuation', async () => {
    const { company } = await clientsOf('employer.former@demo.test');
    const names = async (term: string) => (await company.getSuggestions(term)).map((c) => c.name);
    expect((await names('summit  trail outfitters.'))[0]).toBe('Summit Trail Outfitters');
    expect(await names('Summit  Tr')).toEqual(['Summit Trail Outfitters']);
    expect(await names('?!')).toEqual([]);
  });

  it('seeds no two companies whose names the rule takes for one', async () => {
    await seed({ size: 5000 });
    const keys = db.companies.all().map((c) => companyNameKey(c.name));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('mock: image uploads are checked by their content', () => {
  const PNG = readFileSync(path.resolve(import.meta.dirname, '../../contracts/fixtures/logo.png'));
  const text = new File(['Notes, not a picture.\n'], 'logo.png', { type: 'image/png' });

  it.each([
    [
      'logo',
      (c: ReturnType<typeof companyApi>) => c.uploadLogo(text, 1),
      'This file is not an image. The logo must be a PNG, JPEG, WebP or SVG image.',
    ],
    [
      'cover',
      (c: ReturnType<typeof companyApi>) => c.uploadCoverImage(text, 1),
      'This file is not an image. The cover image must be a PNG, JPEG or WebP image.',
    ],
  ] as const)(
    'refuses a text file named .png as a %s: 400 with the error under file; the company keeps its image',
    async (_kind, upload, message) => {
      const { company } = await clientsOf('employer.admin@demo.test');
      const before = { ...db.companies.findFirst((q) => q.where({ id: 1 }))! };
      const error = await failure(upload(company));
      expect(error).toMatchObject({ status: 400, message, fieldErrors: { file: message } });
      const after = db.companies.findFirst((q) => q.where({ id: 1 }))!;
      expect([after.logo, after.coverImage]).toEqual([before.logo, before.coverImage]);
    },
  );

  it('takes a PNG whatever it is called, and stores it as the PNG its content is', async () => {
    const { company } = await clientsOf('employer.admin@demo.test');
    const url = await company.uploadLogo(new File([PNG], 'logo.jpg', { type: 'image/jpeg' }), 1);
    expect(url).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(db.companies.findFirst((q) => q.where({ id: 1 }))!.logo).toBe(url);
  });
});

describe('mock: who administers which company', () => {
  it('Auth/login says which companies the user belongs to, and as what', async () => {
    // Two companies: Summit Trail Outfitters and Keystone Paddle Co., both as their admin.
    expect((await clientsOf('employer.admin@demo.test')).user.memberships).toEqual([
      { companyId: 1, role: 'admin' },
      { companyId: 2, role: 'admin' },
    ]);
    expect((await clientsOf('employer.member@demo.test')).user.memberships).toEqual([{ companyId: 1, role: 'member' }]);
    // Left Allegheny Ridge Guides: a membership no longer active is not listed.
    expect((await clientsOf('employer.former@demo.test')).user.memberships).toEqual([]);
    expect((await clientsOf('candidate@demo.test')).user.memberships).toEqual([]);
  });

  it("refuses a member's change of the company's details or images (403): those are its admins'", async () => {
    const { adminCompany, company } = await clientsOf('employer.member@demo.test');
    const png = new File(
      [readFileSync(path.resolve(import.meta.dirname, '../../contracts/fixtures/logo.png'))],
      'logo.png',
      {
        type: 'image/png',
      },
    );
    const message = "Only the company's admins can change its details.";
    expect(await failure(adminCompany.update(1, input('Summit Trail Outfitters')))).toMatchObject({
      status: 403,
      message,
    });
    expect(await failure(company.uploadLogo(png, 1))).toMatchObject({ status: 403, message });
    expect(await failure(company.uploadCoverImage(png, 1))).toMatchObject({ status: 403, message });
    expect(db.companies.findFirst((q) => q.where({ id: 1 }))!.logo).toBeNull();
  });
});
