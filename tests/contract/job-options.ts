/**
 * The job lookups, as the state `job options exist` fixes them (contracts/reference.md): every list exact, in its order.
 * The job forms and filters offer them as they come.
 */
const named = (...names: Array<[id: number, name: string]>) => names.map(([id, name]) => ({ id, name }));

export const jobOptionsBody = {
  jobTypes: named(
    [1, 'Full-time'],
    [2, 'Part-time'],
    [3, 'Freelance'],
    [4, 'Seasonal part-time'],
    [5, 'Internship'],
    [7, 'Seasonal full-time'],
  ),
  remoteStatuses: named(
    [1, 'Remote globally'],
    [2, 'On the road'],
    [3, 'Remote in region'],
    [4, 'Onsite'],
    [5, 'Hybrid'],
  ),
  salaryCompensations: named([1, 'per hour'], [2, 'per day'], [3, 'per week'], [4, 'per month'], [5, 'per year']),
  yearsOfExperience: named(
    [1, 'Less than 1 year'],
    [2, '1-2 years'],
    [3, '3-5 years'],
    [4, '6-10 years'],
    [5, 'More than 10 years'],
  ),
  focuses: (
    [
      [1, 'Climbing', 1],
      [2, 'Paddling', 1],
      [3, 'Ski & Snowboard', 1],
      [4, 'Store Management', 2],
      [5, 'Wholesale', 2],
      [6, 'Brand & Content', 3],
      [7, 'Social Media', 3],
      [8, 'Apparel Design', 4],
      [9, 'Hardgoods Design', 4],
      [10, 'Supply Chain', 5],
      [11, 'Trail Crew', 6],
      [12, 'Park Ranger', 6],
      [13, 'Lodge Operations', 7],
      [14, 'Software', 8],
    ] as const
  ).map(([id, name, jobFieldId]) => ({ id, name, jobFieldId })),
  jobFields: named(
    [1, 'Guiding & Instruction'],
    [2, 'Retail & Sales'],
    [3, 'Marketing & Communications'],
    [4, 'Product & Design'],
    [5, 'Operations & Logistics'],
    [6, 'Conservation & Parks'],
    [7, 'Hospitality & Lodging'],
    [8, 'Engineering & Technology'],
  ),
};
