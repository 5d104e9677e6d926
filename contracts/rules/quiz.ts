import { defineRules } from './define';

/** The onboarding quiz: the matches of a visitor's answers, in the profile's own fields. No sign-in. */
export default defineRules({
  'POST Quiz/matches': [
    {
      kind: 'input',
      rule:
        'The body is the answers: `{ currentLocation, maxDistanceMiles, isRemoteConsidered, jobType, salaries, ' +
        'isMinimumDisabled, benefits }` as PUT Profile/work-preference takes them, and `focus`, 1 to 6 focus ids ' +
        "(none is 400 under `focus`, `Choose at least one focus`). A town of the board's places in " +
        '`currentLocation` gives the point distances are measured from.',
      interactions: ["a request for the quiz's matches of a paddler near Harrisburg, PA"],
      unpinned: ['no 400: an empty `focus`, 7 focuses, a `maxDistanceMiles` of 30'],
    },
    {
      kind: 'filter',
      rule:
        '`total` counts the live jobs (active, published, not past their deadline) that a candidate with that ' +
        'profile would be recommended, by the rule of GET Job/recommended: the focus, within reach, 60 % or more. ' +
        'Another focus of the field, an on-site job beyond the distance, a draft and an expired job do not count.',
      interactions: ["a request for the quiz's matches of a paddler near Harrisburg, PA"],
      unpinned: [
        'no job scoring just under 60 % (the bar itself)',
        'no on-site job just within or just beyond the 100 miles',
      ],
    },
    {
      kind: 'order',
      rule: '`jobs`: the best match first, then the newest by published date (then by id).',
      interactions: ["a request for the quiz's matches of a paddler near Harrisburg, PA"],
      unpinned: ['two jobs of the same match and date (the id)', 'a job without a published date (its created date)'],
    },
    {
      kind: 'limit',
      rule: '`jobs` holds the best 3 of them (4 match: the one at 85 % is left out; `total` is still 4).',
      interactions: ["a request for the quiz's matches of a paddler near Harrisburg, PA"],
      unpinned: ['fewer than 3 matches (all of them)'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: { total, jobs } }`, each job an item of GET Job/recommended: the job card with ' +
        "`matchPercent`, `matchReasons` and `distanceMiles` from the answers' location (0 in Harrisburg, 62.5 to " +
        'State College). Nothing is stored.',
      interactions: ["a request for the quiz's matches of a paddler near Harrisburg, PA"],
    },
  ],
});
