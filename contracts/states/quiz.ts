import { describeStates } from './define';
import type { quizStates } from '../../mocks/states/quiz';

export default describeStates<typeof quizStates>({
  'the only live jobs are four paddling jobs from the id {jobId} at company {companyId} near Harrisburg, PA, and decoys':
    {
      creates:
        '**the only jobs** (every other job is set aside until teardown: the count is of all live jobs) are ' +
        'eight at the company `companyId` (put as the company of "an active job {jobId} titled {title} exists at company {companyId}"), each its job ' +
        '(full-time, remote in region for US and CA, 45,000-60,000 per year, focus 2 Paddling, in Harrisburg, ' +
        'PA) but: `jobId` "Sea Kayak Guide", published 5 days ago; `jobId`+1 "River Trip Leader", published ' +
        'yesterday; `jobId`+2 "Seasonal Raft Guide", seasonal full-time (7), hybrid (5, no remote countries), ' +
        'published today; `jobId`+3 "Canoe Instructor", on site (4, no remote countries) in State College, PA ' +
        '(40.7934, -77.86), published today (each of these created the day before it was published); and four ' +
        'decoys that must not count: `jobId`+4 "Climbing Guide", focus 1 (Climbing); `jobId`+5 "Whitewater ' +
        'Guide", on site in Pittsburgh, PA; `jobId`+6 "Draft Kayak Guide", a draft; `jobId`+7 "Expired Kayak ' +
        'Guide", past its deadline (yesterday). For the answers of a paddler near Harrisburg (focus 2, within ' +
        '100 miles, remote considered, full-time, at least 50,000 per year) the first four match 100, 100, 85 ' +
        'and 89 % (`docs/matching.md`)',
    },
  'the candidate {email} has registered with the quiz answers of a paddler near Harrisburg, PA and is signed in with token {token}':
    {
      creates:
        "whoever had the email set aside, a candidate registered through the server's own POST Auth/register " +
        '(Jamie Example, password `trail-mix-42`) with the quiz answers `{ currentLocation: { country: "US", ' +
        'state: "PA", city: "Harrisburg" }, maxDistanceMiles: 100, isRemoteConsidered: true, jobType: [1], ' +
        'salaries: [{ min: 50000, max: null, compensationId: 5 }], isMinimumDisabled: false, benefits: ' +
        '["isHousingIncluded"], focus: [2] }`, not a shortcut of the state; then, as the state\'s shortcut, ' +
        'the address confirmed and `token` a valid bearer token of theirs: what the registration made of the ' +
        'answers is what the interaction verifies. The first state of the interaction that names the ' +
        'candidate',
      calls: ['POST Auth/register'],
    },
});
