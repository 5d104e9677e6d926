import { defineRules } from './define';

/**
 * An employer's several companies (their list, a switcher's short list, the primary one changed, one company's
 * details), and site admins finding an employer and adding them to a company.
 */
export default defineRules({
  'GET admin/Company/get-user-companies': [
    {
      kind: 'auth',
      rule:
        'Employers (role 2) only: no token, or an expired or unknown one, is a 401; a candidate is a 403 "You do not ' +
        'have permission to do that."; the list is the signed-in employer\'s own.',
      interactions: [
        "a request for the employer's companies",
        "a request for the employer's companies without a token",
        "a request for the employer's companies with an expired token",
        "a request for the employer's companies with an unknown token",
        "a request for the employer's companies with the token of a candidate",
      ],
      unpinned: ['a site admin (403)'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: [{ id, name, logo, city, country, state, website, role, isPrimary }] }`: each company the ' +
        'employer is an active admin or member of, as GET admin/Company/get-primary gives a company, with their ' +
        '`role` there (`admin` or `member`) and `isPrimary` true for their primary company only.',
      interactions: [
        "a request for the employer's companies",
        "a request for the employer's companies after the primary one changed",
        'a request for the companies of an employer made after another, after their primary one changed',
        "a request for the employer's companies after they were removed from their primary one",
        "a request for the employer's companies after they were removed from one not their primary one",
        "a request for the employer's companies after their first join request was accepted",
        "a request for the employer's companies after they were let into a second company",
      ],
    },
    {
      kind: 'order',
      rule: 'By name, then id: Allegheny Canoe Club (3) before Keystone Paddle Co. (2).',
      interactions: [
        "a request for the employer's companies",
        "a request for the employer's companies after the primary one changed",
      ],
      unpinned: ['two companies of one name (the tie by id)'],
    },
    {
      kind: 'filter',
      rule: '`onlyAdmin=true`: only the companies the employer administers (their company as a member is left out).',
      interactions: ['a request for the companies the employer administers', "a request for the employer's companies"],
      unpinned: ['`onlyAdmin=false` (as none)', 'another value (400 under `onlyAdmin`)'],
    },
  ],
  'GET admin/Company/get-basic-user-companies': [
    {
      kind: 'auth',
      rule:
        'Employers (role 2) only: no token, or an expired or unknown one, is a 401; a candidate is a 403 "You do not ' +
        'have permission to do that."',
      interactions: [
        "a request for the employer's companies in short",
        "a request for the employer's companies in short without a token",
        "a request for the employer's companies in short with an expired token",
        "a request for the employer's companies in short with an unknown token",
        "a request for the employer's companies in short with the token of a candidate",
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: [{ id, name, logo }] }`, the companies of GET admin/Company/get-user-companies (admin or ' +
        'member), by name then id.',
      interactions: ["a request for the employer's companies in short"],
    },
  ],
  'PUT admin/Company/change-primary-company': [
    {
      kind: 'auth',
      rule:
        'Employers (role 2): no token, or an expired or unknown one, is a 401; a candidate is a 403 "You do not have ' +
        'permission to do that."; a company the employer is none of the people of is a 403 "You are not a member of ' +
        'this company."',
      interactions: [
        "a change of the employer's primary company",
        "a change of the employer's primary company without a token",
        "a change of the employer's primary company with an expired token",
        "a change of the employer's primary company with an unknown token",
        "a change of the employer's primary company with the token of a candidate",
        "a change of the employer's primary company to one they are not a member of",
      ],
    },
    {
      kind: 'not found',
      rule: 'A `companyId` no company has is a 404 "This company does not exist."',
      interactions: ["a change of the employer's primary company to one that does not exist"],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { id, name, logo, city, country, state, website } }`, the new primary company in the ' +
        'shape Auth/login keeps as `primaryCompany` (so the app replaces it without a new sign-in).',
      interactions: ["a change of the employer's primary company"],
    },
    {
      kind: 'side effect',
      rule:
        "The employer's primary company becomes it (theirs, no other employer's), their roles untouched: after a " +
        'change through this call GET admin/Company/get-user-companies marks it `isPrimary` and the one before not.',
      interactions: [
        "a change of the employer's primary company",
        "a request for the employer's companies after the primary one changed",
        'a request for the companies of an employer made after another, after their primary one changed',
      ],
      unpinned: [
        'GET admin/Company/get-primary or Auth/login after a change',
        'a refused change (403, 404) leaves the primary company as it was: no read follows one',
      ],
    },
  ],
  'GET admin/Company/get-company-details': [
    {
      kind: 'auth',
      rule:
        "The company's people (its admins and active members) and site admins: no token, or an expired or unknown " +
        'one, is a 401; a candidate is a 403 "You do not have permission to do that."; an employer who is none of ' +
        'its people is a 403 "You are not a member of this company."',
      interactions: [
        "a request for a company's details by one of its admins",
        "a request for a company's details by one of its members",
        "a request for a company's details by a site admin",
        "a request for a company's details by one of its members without a token",
        "a request for a company's details by one of its members with an expired token",
        "a request for a company's details by one of its members with an unknown token",
        "a request for a company's details by one of its members with the token of a candidate",
        "a request for a company's details by an employer of another company",
      ],
      unpinned: ['a `companyId` no company has (404)'],
    },
    {
      kind: 'answer',
      rule:
        "Answers `{ result: company }` as GET Company/by-id gives it, plus `role`, the caller's there (`admin`, " +
        '`member`, or null for a site admin who is none of its people), and `employersCount`, its active admins and ' +
        'members (2 and 1 here).',
      interactions: [
        "a request for a company's details by one of its admins",
        "a request for a company's details by one of its members",
        "a request for a company's details by a site admin",
      ],
      unpinned: ['a former (inactive) member or a pending request counted in `employersCount`'],
    },
  ],
  'GET admin/Company/find-employers': [
    {
      kind: 'auth',
      rule:
        'Site admins (role 3) only: no token, or an expired or unknown one, is a 401; an employer is a 403 "You do ' +
        'not have permission to do that."',
      interactions: [
        'a search for the employers named Quillon by a site admin',
        'a search for employers by a site admin without a token',
        'a search for employers by a site admin with an expired token',
        'a search for employers by a site admin with an unknown token',
        'a search for employers by a site admin with the token of an employer',
      ],
    },
    {
      kind: 'bound',
      rule:
        '`term` is 2 to 100 characters once trimmed; one of 1 is a 400 with field errors under `term`: "Type at least ' +
        '2 characters of a name or an email address".',
      interactions: [
        'a search for employers by a site admin with a term of one character',
        'a search for the employers named Quillon by a site admin',
      ],
      unpinned: ['a term of 101 characters'],
    },
    {
      kind: 'filter',
      rule:
        'Users of role 2 (Employer) whose first name, last name or email address holds every word of `term`, case ' +
        'aside: `quillon` finds Quillon Marsh (first name, address) and Tamsin Quillon (last name), not Riley Stone ' +
        'or Jordan Reed, nor the candidate Quillon Abbott; `QUILLON tamsin@` finds Tamsin Quillon, not Quillon Marsh.',
      interactions: [
        'a search for the employers named Quillon by a site admin',
        'a search for the employers of two words by a site admin',
        'a search for the employers named Quillon among eleven and a candidate by a site admin',
      ],
      unpinned: ['a site admin with a matching name (no such decoy)'],
    },
    {
      kind: 'order',
      rule:
        'By last name, then first name, then address: Marsh before Quillon; Quillon Alder to Quillon Juniper, made ' +
        'in the reverse order.',
      interactions: [
        'a search for the employers named Quillon by a site admin',
        'a search for the employers named Quillon among eleven and a candidate by a site admin',
      ],
    },
    {
      kind: 'limit',
      rule: 'At most 10 employers: of eleven who match, the last by name is left out.',
      interactions: [
        'a search for the employers named Quillon by a site admin',
        'a search for the employers named Quillon among eleven and a candidate by a site admin',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: [{ userId, firstName, lastName, email, companiesCount }] }`, `companiesCount` the ' +
        'companies they are an active admin or member of (1 and 0).',
      interactions: ['a search for the employers named Quillon by a site admin'],
    },
  ],
  'POST admin/Company/add-user': [
    {
      kind: 'auth',
      rule:
        'Site admins (role 3) only: no token, or an expired or unknown one, is a 401; an employer is a 403 "You do ' +
        'not have permission to do that."',
      interactions: [
        'an employer added to a company by a site admin',
        'an employer added to a company by a site admin without a token',
        'an employer added to a company by a site admin with an expired token',
        'an employer added to a company by a site admin with an unknown token',
        'an employer added to a company by a site admin with the token of an employer',
      ],
    },
    {
      kind: 'not found',
      rule: 'A `userId` no user has is a 404 "This user does not exist."; a `companyId` no company has, "This company does not exist."',
      interactions: [
        'a user who does not exist added to a company by a site admin',
        'an employer added to a company that does not exist by a site admin',
      ],
    },
    {
      kind: 'conflict',
      rule:
        'A 409 for a user who is already one of its people ("Jordan Reed is already a member of Keystone Paddle ' +
        'Co.": first and last name, company name), or who is not an employer ("{name} is not an employer: only ' +
        'employers belong to companies.").',
      interactions: [
        'a member added to their company by a site admin',
        'an employer added to a company by a site admin',
        'a candidate added to a company by a site admin',
      ],
      unpinned: ['a site admin added (the not-an-employer 409)'],
    },
    {
      kind: 'answer',
      rule:
        'Adds the user as an active member of the company, its admin when it has none, and answers them as the ' +
        "company's people list an employer: `{ result: { userId, firstName, lastName, email, role, since } }`, " +
        '`role` `member` (the company has an admin) or `admin` (it had none), `since` now (a former member, removed, ' +
        'too: no 409, and their old membership is not brought back).',
      interactions: [
        'an employer added to a company by a site admin',
        'an employer added by a site admin to a company without an admin',
        "a request for a company's people by the employer a site admin added to it as its admin",
        'a former member added to the company again by a site admin',
      ],
    },
    {
      kind: 'side effect',
      rule:
        'The membership is stored: after an add through this call GET admin/Company/employers/{id} lists the user in ' +
        'that role, `since` the add, beside the people who were there (their roles untouched); added to a company ' +
        'whose only people are members (no admin), they are its admin and may read its people themselves.',
      interactions: [
        'an employer added to a company by a site admin',
        "a request for a company's people after a site admin added an employer to it",
        "a request for a company's people by the employer a site admin added to it as its admin",
        "a request for a company's people after a former member was added again",
      ],
      unpinned: ["the user's primary company set when they had none (no read of it follows an add)"],
    },
  ],
});
