import { describeStates } from './define';
import type { profileStates } from '../../mocks/states/profile';

export default describeStates<typeof profileStates>({
  'the candidate {email} has the user id {userId}': {
    creates:
      'a candidate (role 1) with that email and that user id, put afresh (named Pat Example, no pronouns, ' +
      'profile public): a user who had the id, or the email, is set aside with what hangs on them until ' +
      'teardown. The first state of the interaction that names the candidate',
  },
  'no user has the id {userId}': {
    creates:
      'no user has the id `userId`: one who had it is set aside, with what hangs on them (sessions, profile, ' +
      'applications, memberships), until teardown',
  },
  'the candidate {email} has an empty profile': {
    creates:
      'the candidate (put afresh unless a state before put them) has a profile with nothing in it: no ' +
      'location, empty lists, no texts, no resume or photos, `isRemoteConsidered` and `isMinimumDisabled` ' +
      'false',
  },
  "the candidate {email} has a climbing guide's full profile": {
    creates:
      "the candidate's profile (the user as an earlier state put them, else put afresh), every field filled " +
      'in and every list of two or more, so that the pacts pin each value and each order: `currentLocation` ' +
      'Boulder, CO, US (the place `boulder-co` of GET Places/by-id, whose point the match reads), ' +
      '`maxDistanceMiles` 100, `isRemoteConsidered` true, `locations` ["boulder-co", "estes-park-co"], ' +
      '`jobType` [1, 7], `salaries` [{ min 45000, max 60000, compensationId 5 }, { min 250, max null, ' +
      'compensationId 2 }], `isMinimumDisabled` false, `leaderships` ["Lead guide on multi-pitch trips", ' +
      '"Head coach of a youth climbing team"], `benefits` ["isHousingIncluded", "isRelocationStipend"], ' +
      '`experience` "Four seasons guiding rock climbing.", `nextJob` "A year-round climbing guide role.", ' +
      '`focus` [1, 2], `skills` ["Wilderness First Responder", "Trad leading"], `resumeUrl` ' +
      '"data:application/pdf;base64,JVBERi0=", `websiteUrl` "https://casey-climbs.example", ' +
      '`professionalHighlights` "Two hundred guided days without an accident.", `professionalSummary` ' +
      '"Climbing guide who loves first-timers.", `jobInterests` ["Climbing guide", "Canyoneering guide"], ' +
      '`socialLinks` [{ type 3, url "https://instagram.com/casey.climbs" }, { type 1, url ' +
      '"https://www.linkedin.com/in/casey-rivera" }], `albumPhotosUrls` ["data:image/png;base64,QQ==", ' +
      '"data:image/png;base64,Qg==", "data:image/png;base64,Qw=="], `currentCareerStatus` "Seasonal guide", ' +
      '`careerMoves` ["From gym instructor to guide", "From assistant to lead guide"]',
  },
  "the candidate {email} has a climbing guide's full profile with {photoCount} photos": {
    creates:
      "the climbing guide's full profile as above (the user as an earlier state put them, else put afresh), but " +
      '`albumPhotosUrls` the first `photoCount` (0 to 6) of ["data:image/png;base64,QQ==", ' +
      '"data:image/png;base64,Qg==", "data:image/png;base64,Qw==", "data:image/png;base64,RA==", ' +
      '"data:image/png;base64,RQ==", "data:image/png;base64,Rg=="], in that order',
  },
  'the candidate {email} has uploaded the resume {resume} and the photo {photo} with the token {token}': {
    creates:
      "`resume` and `photo` are files' bytes in base64 (the files `contracts/fixtures/resume.pdf`, a PDF, " +
      'and `contracts/fixtures/logo.png`, a PNG): the candidate, signed in with `token` by an earlier ' +
      "state, has uploaded the resume and then the photo through the server's own POST Profile/resume and " +
      'POST Profile/photos in that session, not a shortcut of the state: what the uploads stored (the ' +
      'resume in place of the one before, the photo after the others, each kept as the data URL of its ' +
      "bytes) is what the interaction's GET Profile observes. The uploads' own interactions start from the " +
      "guide's profile and pin what each answers; this one pins that the answer was also what the server " +
      'kept',
    calls: ['POST Profile/photos', 'POST Profile/resume'],
  },
  "the candidate signed in with token {token} has saved the river guide's work preference": {
    creates:
      "the candidate of the session `token` (earlier states sign them in and give them the guide's profile) " +
      "has saved the river guide's work preference through the server's own PUT Profile/work-preference in " +
      'that session, not a shortcut of the state: `currentLocation` { country "US", state "PA", city ' +
      '"Pittsburgh" }, `maxDistanceMiles` 50, `isRemoteConsidered` false, `locations` ["pittsburgh-pa", ' +
      '"ohiopyle-pa"], `jobType` [2, 1], `salaries` [{ min 52000, max 60000, compensationId 5 }, { min 24, ' +
      'max null, compensationId 1 }], `isMinimumDisabled` true, `leaderships` ["Led a trail crew of six", ' +
      '"Ran the river shop"], `benefits` ["isCommuterBenefits", "isHousingSubsidized"]. What GET Profile ' +
      "then answers (these fields as sent, the rest of the guide's profile as it was) is what the " +
      'interaction verifies',
    calls: ['PUT Profile/work-preference'],
  },
  "the candidate signed in with token {token} has saved the river guide's qualifications": {
    creates:
      "as the river guide's work preference, the qualifications saved through the server's own PUT " +
      'Profile/qualifications: `experience` "Six seasons on the river.", `nextJob` "Head guide.", `focus` ' +
      '[11, 2], `skills` ["Swiftwater rescue", "Rope access"]',
    calls: ['PUT Profile/qualifications'],
  },
  "the candidate signed in with token {token} has saved the river guide's about section": {
    creates:
      "as the river guide's work preference, the about section saved through the server's own PUT " +
      'Profile/about: `websiteUrl` "https://casey.example", `professionalHighlights` "Two hundred guided ' +
      'days.", `professionalSummary` "Guide.", `jobInterests` ["Raft guide", "Climbing guide"], ' +
      '`socialLinks` [{ type 1, url "https://www.linkedin.com/in/casey" }, { type 2, url ' +
      '"https://www.youtube.com/@casey" }], `albumPhotosUrls` ["data:image/png;base64,Qw==", ' +
      '"data:image/png;base64,QQ=="] (the guide\'s third and first photos: the second removed), ' +
      '`currentCareerStatus` "Lead guide", `careerMoves` ["From instructor to lead guide", "From lead guide ' +
      'to head guide"]',
    calls: ['PUT Profile/about'],
  },
  'the candidate signed in with token {token} has removed their resume': {
    creates:
      "the candidate of the session `token` (earlier states sign them in and give them the guide's profile) " +
      "has removed their resume through the server's own DELETE Profile/resume in that session, not a " +
      'shortcut of the state: what GET Profile then answers (no resume, the photos and the rest as they ' +
      'were) is what the interaction verifies',
    calls: ['DELETE Profile/resume'],
  },
});
