import type { ParamsPatch } from '../../api/schemas/query';
import { DistanceRadiusFilter, DistanceRangeFilter } from '../../domain/enums/hiring';

/**
 * The distance filters of a job's applicants and matching candidates (src/domain/applicants.ts): within their travel
 * distance (WithinRadius), and the job's pay reaching their minimum (WithinRange), each a box that sets its URL key.
 */
export function DistanceFilters({
  radius,
  range,
  apply,
}: {
  radius: DistanceRadiusFilter | undefined;
  range: DistanceRangeFilter | undefined;
  apply: (patch: ParamsPatch) => void;
}) {
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={radius === DistanceRadiusFilter.WithinRadius}
          onChange={(e) => apply({ radius: e.target.checked ? DistanceRadiusFilter.WithinRadius : undefined })}
        />
        Within their travel distance
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={range === DistanceRangeFilter.WithinRange}
          onChange={(e) => apply({ range: e.target.checked ? DistanceRangeFilter.WithinRange : undefined })}
        />
        The pay reaches their minimum
      </label>
    </>
  );
}
