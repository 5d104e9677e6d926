/** The content service's published tooltips, by form field: `[field_name, tooltip]`. */
export const tooltips: ReadonlyArray<readonly [string, string]> = [
  ['salaryMin', 'The lowest pay you will offer. Jobs that show pay get more applicants.'],
  ['salaryMax', 'The highest pay you will offer, at most 99,999,999.'],
  ['remoteStatus', 'Where the work happens: on site, hybrid, on the road or remote.'],
  ['jobFieldId', 'The field candidates search by; it decides the focuses you can pick.'],
  ['isHQPosition', 'Tick when you sponsor a work visa for this role.'],
  ['jobType', 'Seasonal jobs run for a season; full- and part-time jobs are year-round.'],
  ['focusId', 'The specialty within the field: candidates follow focuses, so this decides who is told about the job.'],
  ['yearsOfExperienceId', 'The experience the job needs. Leave it open if you train the right people.'],
  ['salaryCompensationId', 'How the pay above is counted: per hour, day, week, month or year.'],
  ['expireDate', 'After this day the job stops taking applications and leaves the search.'],
];
