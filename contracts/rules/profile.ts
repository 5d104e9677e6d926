import { defineRules } from './define';

/**
 * The candidate's profile: read whole, saved in three sections (each answering the whole profile), and the public
 * profile others see. Blank texts are null; each list entry is trimmed and non-blank.
 */
export default defineRules({
  'GET Profile': [
    {
      kind: 'auth',
      rule:
        'Candidates only (role 1): no token is 401 `Sign in to continue.`, an expired or unknown token 401; an ' +
        'employer 403 `{ error: "You do not have permission to do that." }`.',
      interactions: [
        'a request for the profile without a token',
        'a request for the profile with an expired token',
        'a request for the profile with an unknown token',
        'a request for the profile with the token of an employer',
        "an employer's request for a candidate profile of their own",
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: profile }`, `{ currentLocation ({ country, state, city } or null), maxDistanceMiles, ' +
        'isRemoteConsidered, locations, jobType, salaries ([{ min, max, compensationId }]), isMinimumDisabled, ' +
        'leaderships, benefits, experience, nextJob, focus, skills, resumeUrl, websiteUrl, professionalHighlights, ' +
        'professionalSummary, jobInterests, socialLinks ([{ type, url }]), albumPhotosUrls, currentCareerStatus, ' +
        'careerMoves }`, each list in its stored order, as last saved (an upload shows at once).',
      interactions: [
        "a request for the candidate's profile",
        "a request for the candidate's profile after a resume and a photo were uploaded",
        "a request for the profile of a candidate registered with the quiz's answers",
        "a request for the candidate's profile after the work preference was saved",
        "a request for the candidate's profile after the qualifications were saved",
        "a request for the candidate's profile after the about section was saved",
        "a request for the candidate's profile after the resume was removed",
      ],
    },
    {
      kind: 'default',
      rule:
        'A candidate who has saved nothing has an empty profile: texts and `currentLocation` null, lists empty, ' +
        '`isRemoteConsidered` and `isMinimumDisabled` false (a registration with the quiz fills only its answers).',
      interactions: [
        "a request for the profile of a candidate registered with the quiz's answers",
        "a request for the profile of a candidate who saved nothing, beside another candidate's",
        "a request for the profile after a candidate's first save, of the qualifications",
      ],
    },
  ],
  'GET Profile/public': [
    {
      kind: 'auth',
      rule: 'No sign-in needed, but a token sent must be valid: an expired or unknown one is 401, even for a public profile.',
      interactions: [
        'a request for a public candidate profile with an expired token',
        'a request for a public candidate profile with an unknown token',
        "a visitor's request for a public candidate profile",
      ],
    },
    {
      kind: 'auth',
      rule:
        'Who sees the candidate `id`: the candidate, whatever the visibility; anyone, when `profileVisibility` is 1; ' +
        'when it is 2, also the admins and active members of a company whose job the candidate applied to (an ' +
        'application, status 0: a saved job, status 4, does not count). Anyone else gets the 404 of an unknown id or of a user who is ' +
        'no candidate, `{ error: "This profile does not exist or is not shared." }`: an employer of no company too. ' +
        "One application to the viewer's company is enough (the candidate's others, to other companies, change nothing).",
      interactions: [
        'a request by an employer of no company for a hidden candidate profile',
        "a candidate's request for their own hidden profile",
        "a visitor's request for a public candidate profile",
        "a visitor's request for a hidden candidate profile",
        "an employer's request for the hidden profile of a candidate who applied to their company",
        "an employer's request for the hidden profile of a candidate who did not apply to their company",
        "a visitor's request for a candidate profile hidden through the account settings",
        "a visitor's request for a candidate profile made public again through the account settings",
        "a visitor's request for the public profile of an employer",
        "a visitor's request for the public profile of an id no user has",
      ],
      unpinned: [
        'an admin of the company, or a former member of it, asking',
        'an applicant at a later hiring stage (the one shown is at stage 0)',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { id, firstName, lastName, pronouns, profileVisibility, isOwn, currentLocation ({ city, ' +
        'state, country } or null), professionalSummary, professionalHighlights, experience, skills, focus, ' +
        'socialLinks, albumPhotosUrls, resumeUrl } }`: `focus` named, `[{ id, name, jobFieldName }]`; `isOwn` true ' +
        'only for the candidate themself.',
      interactions: [
        "a visitor's request for a public candidate profile",
        "a candidate's request for their own hidden profile",
        "an employer's request for the hidden profile of a candidate who applied to their company",
        "a visitor's request for the public profile of a candidate who saved nothing",
      ],
    },
  ],
  'PUT Profile/work-preference': [
    {
      kind: 'auth',
      rule: 'Candidates only (role 1): no token, or an expired or unknown one, 401; an employer 403.',
      interactions: [
        'a save of the work preference without a token',
        'a save of the work preference with an expired token',
        'a save of the work preference with an unknown token',
        'a save of the work preference with the token of an employer',
      ],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ currentLocation, maxDistanceMiles, isRemoteConsidered, locations, jobType, salaries, ' +
        'isMinimumDisabled, leaderships, benefits }`: `currentLocation` `{ country, state, city }` or null (a known ' +
        'country, a state of it; a town the place list does not know is kept as sent), `maxDistanceMiles` 25, 50, ' +
        '100, 250, 500 or null, `locations` up to 10 place ids, ' +
        '`salaries` up to 3 `{ min, max, compensationId }` (min 1 to 99999999, max null or at least min), ' +
        '`leaderships` up to 10 of 200 characters, `benefits` the job benefit flags. A place id no place has is 400 ' +
        '`{ error: "Some fields are not valid.", errors: { "locations.0": ["Choose a place of the list"] } }`: a ' +
        "list item's errors are under its path.",
      interactions: [
        'a save of the work preference with an unknown place',
        'a save of the work preference',
        'a save of the work preference in a town the place list does not know',
      ],
      unpinned: ['11 locations, 4 salaries, max below min, 30 miles, an unknown country or state'],
    },
    {
      kind: 'answer',
      rule:
        'Replaces these fields with those sent (lists in the order sent: `jobType` `[2, 1]`), leaves the other ' +
        'sections as they were, and answers the whole profile; the match of GET Job/recommended reads it at once.',
      interactions: ['a save of the work preference'],
      unpinned: ['no GET Job/recommended after a save'],
    },
    {
      kind: 'side effect',
      rule:
        'Stores the fields sent: GET Profile then answers each as sent (lists in the order sent), and the other ' +
        'sections, the resume and the photos as they were.',
      interactions: ["a request for the candidate's profile after the work preference was saved"],
    },
  ],
  'PUT Profile/qualifications': [
    {
      kind: 'auth',
      rule: 'Candidates only (role 1): no token, or an expired or unknown one, 401; an employer 403.',
      interactions: [
        'a save of the qualifications without a token',
        'a save of the qualifications with an expired token',
        'a save of the qualifications with an unknown token',
        'a save of the qualifications with the token of an employer',
      ],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ experience (up to 2,000 characters), nextJob (500), focus (up to 6 focus ids), skills (up to ' +
        '30 of 60 characters) }`; a focus id of no focus is 400 under `focus` (`Choose a focus of the list`).',
      interactions: ['a save of the qualifications', 'a save of the qualifications with an unknown focus first'],
      unpinned: ['no 400: 7 focuses, 31 skills'],
    },
    {
      kind: 'answer',
      rule:
        'Replaces the four fields with those sent (`focus` in the order sent, `[11, 2]`), leaves the other sections ' +
        'as they were, and answers the whole profile.',
      interactions: ['a save of the qualifications'],
    },
    {
      kind: 'side effect',
      rule:
        'Stores the four fields sent: GET Profile then answers them as sent (`focus` and `skills` in the order ' +
        'sent), the other sections, the resume and the photos as they were.',
      interactions: [
        "a request for the candidate's profile after the qualifications were saved",
        "a request for the profile after a candidate's first save, of the qualifications",
      ],
    },
  ],
});
