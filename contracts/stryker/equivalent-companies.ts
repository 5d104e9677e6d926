import type { EquivalentMutant } from './equivalent';

/** Equivalent mutants of the mock's companies code (see ./equivalent.ts). */
export const equivalentCompaniesMutants: EquivalentMutant[] = [
  {
    file: 'mocks/company-access.ts',
    line: 62,
    mutator: 'OptionalChaining',
    replacement: 'activeMutation()?.companyPerson(person, companyId)',
    reason:
      'the hook of the answer mutations (contracts:mutate): none is active when the pacts are verified, so activeMutation() is undefined and both forms give undefined',
  },
  {
    file: 'mocks/company-access.ts',
    line: 112,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      "a shortcut: a user with no active membership is none of any company's people, so `applied.some(...)` below answers false for them as well",
  },
  {
    file: 'mocks/company-access.ts',
    line: 154,
    mutator: 'ArrowFunction',
    replacement: '() => undefined',
    reason:
      'companyAdmins only addresses the emails of a company (the demo mailbox, a missing-information note): no call of the contract reads them back, so whom they go to is not observable',
  },
  {
    file: 'mocks/company-access.ts',
    line: 154,
    mutator: 'ObjectLiteral',
    replacement: '{}',
    reason:
      'companyAdmins only addresses the emails of a company (the demo mailbox, a missing-information note): no call of the contract reads them back, so whom they go to is not observable',
  },
  {
    file: 'mocks/company-access.ts',
    line: 154,
    mutator: 'BooleanLiteral',
    replacement: 'false',
    reason:
      'companyAdmins only addresses the emails of a company (the demo mailbox, a missing-information note): no call of the contract reads them back, so whom they go to is not observable',
  },
  {
    file: 'mocks/company-access.ts',
    line: 155,
    mutator: 'ArrowFunction',
    replacement: '() => undefined',
    reason:
      'companyAdmins only addresses the emails of a company (the demo mailbox, a missing-information note): no call of the contract reads them back, so whom they go to is not observable',
  },
  {
    file: 'mocks/company-access.ts',
    line: 155,
    mutator: 'ObjectLiteral',
    replacement: '{}',
    reason:
      'companyAdmins only addresses the emails of a company (the demo mailbox, a missing-information note): no call of the contract reads them back, so whom they go to is not observable',
  },
  {
    file: 'mocks/company-access.ts',
    line: 155,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason:
      'companyAdmins only addresses the emails of a company (the demo mailbox, a missing-information note): no call of the contract reads them back, so whom they go to is not observable',
  },
  {
    file: 'mocks/company-access.ts',
    line: 155,
    mutator: 'LogicalOperator',
    replacement: 'db.users.findFirst(q => q.where({\n  id: m.userId\n})) && []',
    reason:
      'companyAdmins only addresses the emails of a company (the demo mailbox, a missing-information note): no call of the contract reads them back, so whom they go to is not observable',
  },
  {
    file: 'mocks/company-people.ts',
    line: 29,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      "every caller asks right after the membership is made or found active, for a user that exists (an employer's account is never deleted: DELETE Account is candidates' only): neither is ever missing",
  },
  {
    file: 'mocks/company-people.ts',
    line: 29,
    mutator: 'LogicalOperator',
    replacement: '!membership && !user',
    reason:
      "every caller asks right after the membership is made or found active, for a user that exists (an employer's account is never deleted): neither is ever missing",
  },
  {
    file: 'mocks/company-people.ts',
    line: 49,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      "employerEntry is asked for active memberships of users that exist (an employer's account is never deleted): it never answers null here",
  },
  {
    file: 'mocks/company-people.ts',
    line: 55,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      "a join request is an employer's, and an employer's account is never deleted (DELETE Account is candidates' only): its user is always found",
  },
  {
    file: 'mocks/company-people.ts',
    line: 55,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason: "a join request is an employer's, and an employer's account is never deleted: this branch never runs",
  },
  {
    file: 'mocks/company-access.ts',
    line: 116,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason: 'an application is made only to a job that exists, and no call deletes a job: `job` is always found',
  },
  {
    file: 'mocks/company-people.ts',
    line: 46,
    mutator: 'MethodExpression',
    replacement:
      'db.memberships.findMany(q => q.where({\n  companyId,\n  active: true\n})).map(m => employerEntry(m.userId, companyId))',
    reason:
      "the filter drops the nulls employerEntry never gives for an active membership of a user that exists (an employer's account is never deleted): without it the list is the same",
  },
  {
    file: 'mocks/company-people.ts',
    line: 124,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'every caller of setAdmin has found the active membership first (make-an-admin, transfer-admin, an admin transfer accepted): `membership` is never null',
  },
  {
    file: 'mocks/handlers/admin-company.ts',
    line: 78,
    mutator: 'LogicalOperator',
    replacement: '!latest && !company',
    reason:
      'without a request `company` is undefined too, so both forms answer null; with one, its company exists (no call deletes a company): both go on',
  },
  ...(
    [
      ['OptionalChaining', 'findCompany(request.companyId).name'],
      ['StringLiteral', '""'],
    ] as const
  ).map(([mutator, replacement]) => ({
    file: 'mocks/users.ts',
    line: 17,
    mutator,
    replacement,
    reason:
      'a join request is made only to a company that exists, and no call deletes a company: its name is always found',
  })),
  {
    file: 'mocks/company-people.ts',
    line: 59,
    mutator: 'ArithmeticOperator',
    replacement: 'a.id + b.id',
    reason:
      "records of one moment are made through the provider's own calls, so their ids rise in the order stored; a comparison that keeps the stored order on a tie (what this mutant does) gives the id order too",
  },
  {
    file: 'mocks/company-people.ts',
    line: 72,
    mutator: 'ArithmeticOperator',
    replacement: 'a.id + b.id',
    reason:
      "records of one moment are made through the provider's own calls, so their ids rise in the order stored; a comparison that keeps the stored order on a tie (what this mutant does) gives the id order too",
  },
  {
    file: 'mocks/handlers/admin-company.ts',
    line: 113,
    mutator: 'ArithmeticOperator',
    replacement: 'a.id + b.id',
    reason:
      'no two companies have one name (POST and PUT admin/Company refuse a name another company has), so the tie by id is never reached',
  },
  {
    file: 'mocks/handlers/user-companies.ts',
    line: 44,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason:
      'a membership is made only to a company that exists, and no call deletes a company: the company is always found',
  },
  {
    file: 'mocks/handlers/user-companies.ts',
    line: 46,
    mutator: 'ArithmeticOperator',
    replacement: 'a.company.id + b.company.id',
    reason:
      'no two companies have one name (POST and PUT admin/Company refuse a name another company has), so the tie by id is never reached',
  },
  {
    file: 'mocks/handlers/user-companies.ts',
    line: 174,
    mutator: 'StringLiteral',
    replacement: '""',
    reason: "addToCompany reads only whether the role is 'admin': '' and 'member' both add a member",
  },
  {
    file: 'mocks/handlers/company.ts',
    line: 57,
    mutator: 'StringLiteral',
    replacement: '""',
    reason:
      "no request of the consumer lacks the form data's `file` file part (src/api/company.ts always appends it), so the message of a missing part is never answered",
  },
  {
    file: 'mocks/companies.ts',
    line: 13,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      "every caller recounts the company of a job it holds or of a company it found first (a job's company always exists; no call deletes a company): the company is always found",
  },
];
