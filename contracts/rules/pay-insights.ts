import { defineRules } from './define';

/** What the live jobs of a country pay, in one pay period, by group. */
export default defineRules({
  'GET Job/pay-insights': [
    {
      kind: 'auth',
      rule:
        'No sign-in needed, and a candidate is answered the same; but a bearer token sent must be a live session: an ' +
        'expired or unknown one is a 401 `{ error }`.',
      interactions: [
        'a request for the pay insights per year',
        "a signed-in candidate's request for the pay insights per week in Canada",
        'a request for the pay insights with an expired token',
        'a request for the pay insights with an unknown token',
      ],
    },
    {
      kind: 'input',
      rule:
        '`period` is required, one of `hour`, `day`, `week`, `month`, `year`: `fortnight` is a 400 under ' +
        '`errors.period`. `jobFieldId`, when given, is an id GET Job/options/get lists: 99 is a 400 under `errors.jobFieldId`.',
      interactions: [
        'a request for the pay insights per fortnight',
        'a request for the pay insights of an unknown job field',
        "a request for the pay insights per hour of a job field's jobs",
      ],
      unpinned: ['no `period` at all (a 400)', 'a `country` other than `US` and `CA` (a 400 under `country`)'],
    },
    {
      kind: 'filter',
      rule:
        'The figures are of the live jobs with pay (a minimum, a maximum or both, and a pay period) of one `country`, ' +
        '`US` (the default) or `CA`: a draft, a job past its deadline, one without pay and one in British Columbia ' +
        'leave the US figures; the BC job is the only one of Canada.',
      interactions: [
        'a request for the pay insights per year',
        "a signed-in candidate's request for the pay insights per week in Canada",
      ],
      unpinned: ['`country=US` sent explicitly'],
    },
    {
      kind: 'filter',
      rule: "`jobFieldId` keeps only that field's jobs: field 8 counts its 3 jobs and no other.",
      interactions: [
        "a request for the pay insights per hour of a job field's jobs",
        'a request for the pay insights per year',
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { period, country, currency, minJobs, jobCount, groupings: { field, focus, jobType, ' +
        "region } } }`: `currency` `USD` or `CAD` (the country's), `minJobs` 3, `jobCount` the jobs counted; each " +
        "grouping `{ groups, withheld }`, a group `{ key, name, jobCount, min, median, max }`, `key` the field's or " +
        "focus's id or the job type's code as text, or the state's or province's code, `name` its name " +
        '(`Engineering & Technology`, `Software`, `Full-time`, `Colorado`).',
      interactions: [
        'a request for the pay insights per year',
        "a signed-in candidate's request for the pay insights per week in Canada",
      ],
    },
    {
      kind: 'answer',
      rule:
        "Each job's amounts are converted from its own pay period by hours: a day 8, a week 40, a year 2,080, a month " +
        'a twelfth of a year. `min` is the lowest amount a job of the group offers (its minimum, or its one amount), ' +
        "`max` the highest (its maximum, or its one amount), `median` the median of the jobs' pay, each job's pay the " +
        'middle of its range or its one amount, the mean of the two middle ones for an even count. Figures are rounded ' +
        'after they are computed: per hour to the cent (48.08), else to the dollar.',
      interactions: [
        'a request for the pay insights per year',
        "a request for the pay insights per hour of a job field's jobs",
      ],
      unpinned: ['`day` and `month` as the asked period', 'an amount whose rounding before the median would differ'],
    },
    {
      kind: 'bound',
      rule:
        'A group is given only on 3 jobs or more (`minJobs`); a group of 1 or 2 is counted in `withheld` instead, its ' +
        'figures not given: field 8 of 3 jobs is shown, field 6 of 2 withheld.',
      interactions: [
        'a request for the pay insights per year',
        "a request for the pay insights per hour of a job field's jobs",
        "a signed-in candidate's request for the pay insights per week in Canada",
      ],
    },
    {
      kind: 'order',
      rule: 'Groups by the highest `median` first, then by name (`CO` at 69,500 before `PA` at 46,800).',
      interactions: ['a request for the pay insights per year'],
      unpinned: ['two groups of one median (the order by name)'],
    },
  ],
});
