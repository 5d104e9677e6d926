import { defineRules } from './define';

/** The employers' home: how many candidates of a job field could take a job near a place. No sign-in. */
export default defineRules({
  'POST Home/calculate-candidates': [
    {
      kind: 'bound',
      rule:
        'The body is `{ jobFieldId, lat, lng, state, country }`: `jobFieldId` a whole number of 1 or more (0 is 400 ' +
        'under `jobFieldId`, `Choose a job field`); `lat` -90 to 90, `lng` -180 to 180, `country` two capital ' +
        'letters, `state` text or null (else 400 under the field, `Choose a place`).',
      interactions: [
        'a count of candidates without a job field',
        'a count of the candidates of a job field near a place',
      ],
      unpinned: ['no 400 for the place: a `lat` of 91, a lowercase `country`, a missing `lng`'],
    },
    {
      kind: 'filter',
      rule:
        'Counts the candidates who follow a focus of the job field and could take a job at the place: they live ' +
        'within 100 miles of the point, want to work in its state (of its country; any of their wanted places), or ' +
        'consider remote work and ' +
        'live in its country. Another field, far and not remote, or remote in another country does not count, nor ' +
        'the profile of an account since deleted, nor a remote candidate whose profile names no current location. ' +
        'A home town without coordinates (one the place list does not know) is near no point, but its country ' +
        'counts: a remote candidate in Cross Fork, PA counts, one not remote does not.',
      interactions: [
        'a count of the candidates of a job field near a place',
        'a count of the candidates of a job field near a place after one of them deleted their account',
      ],
      unpinned: [
        'the 100 miles alone: the one candidate living near also wants to work in the state',
        'a candidate just within or just beyond 100 miles',
        '`state` null (only the distance and remote work count)',
      ],
    },
    {
      kind: 'answer',
      rule: 'Answers `{ result: { count, withinMiles } }`, `withinMiles` the radius counted: 100.',
      interactions: ['a count of the candidates of a job field near a place'],
    },
  ],
});
