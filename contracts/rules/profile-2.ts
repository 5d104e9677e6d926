import { defineRules } from './define';

/**
 * The candidate's profile, continued: the about section and the files. Files go on their own, as the form data part
 * `file`; a file's address (`resumeUrl`, an item of `albumPhotosUrls`) is the data URL of its bytes,
 * `data:{type};base64,{bytes}`, of the type its content shows (its first bytes, not its name).
 */
export default defineRules({
  'PUT Profile/about': [
    {
      kind: 'auth',
      rule: 'Candidates only (role 1): no token, or an expired or unknown one, 401; an employer 403.',
      interactions: [
        'a save of the about section without a token',
        'a save of the about section with an expired token',
        'a save of the about section with an unknown token',
        'a save of the about section with the token of an employer',
      ],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ websiteUrl, professionalHighlights, professionalSummary, jobInterests, socialLinks, ' +
        'albumPhotosUrls, currentCareerStatus, careerMoves }`: addresses `http(s)://…` of at most 300 characters, ' +
        '`professionalHighlights` more than 6 characters or null, `socialLinks` up to 13 `{ type, url }`, ' +
        "`albumPhotosUrls` up to 6, each one of the profile's photos already uploaded: another address is 400 under " +
        '`albumPhotosUrls` (`Upload a photo before you add it to the profile`).',
      interactions: [
        'a save of the about section keeping two photos of three, in a new order',
        'a save of the about section keeping a photo the profile never uploaded',
      ],
      unpinned: ['highlights of 6 characters, 14 social links, a website without its scheme'],
    },
    {
      kind: 'order',
      rule:
        '`albumPhotosUrls` is the photos kept, in the order sent: a photo left out is removed (`[Qw, QQ]` of `[QQ, ' +
        'Qg, Qw]`).',
      interactions: ['a save of the about section keeping two photos of three, in a new order'],
    },
    {
      kind: 'answer',
      rule:
        "Replaces the section's fields with those sent, leaves the other sections as they were (the resume too), " +
        'and answers the whole profile.',
      interactions: ['a save of the about section keeping two photos of three, in a new order'],
    },
    {
      kind: 'side effect',
      rule:
        "Stores the section's fields sent: GET Profile then answers them as sent, the photos kept in the order " +
        'sent and the one left out gone, the other sections and the resume as they were.',
      interactions: ["a request for the candidate's profile after the about section was saved"],
    },
  ],
  'POST Profile/resume': [
    {
      kind: 'auth',
      rule: 'Candidates only (role 1): no token, or an expired or unknown one, 401; an employer 403.',
      interactions: [
        'an upload of a resume without a token',
        'an upload of a resume with an expired token',
        'an upload of a resume with an unknown token',
        'an upload of a resume with the token of an employer',
      ],
    },
    {
      kind: 'input',
      rule:
        'The form data part `file` is a PDF or a Word document by its content, up to 2 MB and not empty: else 400 ' +
        'with the reason under `file`; no `file` part, 400 `Choose a resume.` under `file`.',
      interactions: ['an upload of a resume', 'an upload of a text file named .pdf as a resume'],
      unpinned: ['no refused resume: one over 2 MB, an empty one, no `file` part'],
    },
    {
      kind: 'side effect',
      rule:
        'Replaces the resume: `resumeUrl` becomes the data URL of the file (`data:application/pdf;base64,…`), kept ' +
        'and answered in the whole profile, the rest unchanged.',
      interactions: [
        'an upload of a resume',
        "a request for the candidate's profile after a resume and a photo were uploaded",
      ],
    },
  ],
  'DELETE Profile/resume': [
    {
      kind: 'auth',
      rule: 'Candidates only (role 1): no token, or an expired or unknown one, 401; an employer 403.',
      interactions: [
        'a removal of the resume without a token',
        'a removal of the resume with an expired token',
        'a removal of the resume with an unknown token',
        'a removal of the resume with the token of an employer',
      ],
    },
    {
      kind: 'answer',
      rule: 'Sets `resumeUrl` to null and answers the whole profile, the rest unchanged.',
      interactions: ['a removal of the resume'],
      unpinned: ['a removal when there is no resume (still 200)'],
    },
    {
      kind: 'side effect',
      rule:
        'Removes the stored resume: GET Profile then answers `resumeUrl` null, the photos and every other field ' +
        'as they were.',
      interactions: ["a request for the candidate's profile after the resume was removed"],
    },
  ],
  'POST Profile/photos': [
    {
      kind: 'auth',
      rule: 'Candidates only (role 1): no token, or an expired or unknown one, 401; an employer 403.',
      interactions: [
        'an upload of a profile photo without a token',
        'an upload of a profile photo with an expired token',
        'an upload of a profile photo with an unknown token',
        'an upload of a profile photo with the token of an employer',
      ],
    },
    {
      kind: 'input',
      rule:
        'The form data part `file` is a PNG, JPEG or WebP image by its content, up to 1 MB and not empty: else 400 ' +
        'with the reason under `file`; no `file` part, 400 `Choose a photo.` under `file`.',
      interactions: ['an upload of a profile photo', 'an upload of a text file named .png as a profile photo'],
      unpinned: ['no refused photo: an SVG, one over 1 MB, no `file` part'],
    },
    {
      kind: 'side effect',
      rule:
        'Adds the photo last to `albumPhotosUrls`, as the data URL of its bytes (`data:image/png;base64,…`), kept ' +
        'and answered in the whole profile.',
      interactions: [
        'an upload of a profile photo',
        "a request for the candidate's profile after a resume and a photo were uploaded",
      ],
    },
    {
      kind: 'limit',
      rule:
        'A profile has 6 photos at most: an upload to one that has 6 is 400 under `file` (`The profile has 6 photos: ' +
        'remove one first.`, exact); one with 5 takes a sixth, last.',
      interactions: [
        'an upload of a profile photo',
        'an upload of a sixth profile photo to a profile with five',
        'an upload of a seventh profile photo to a profile with six',
      ],
    },
  ],
});
