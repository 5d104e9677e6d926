import { describeStates } from './define';
import type { homeStates } from '../../mocks/states/home';

export default describeStates<typeof homeStates>({
  'candidates in and out of the job field {jobFieldId} live near and far from Harrisburg, PA': {
    creates:
      'seven candidates, **the only candidate profiles** (every other one is set aside until teardown: the ' +
      'count is of the whole population): three who count for the field near Harrisburg, PA (one lives ' +
      'there; one lives in Pittsburgh and wants to work in Harrisburg; one lives in Seattle and considers ' +
      'remote work) and four who do not (in the field in Seattle, not remote; another field in Harrisburg; ' +
      'in the field in Squamish, BC, remote: another country; in the field, remote, with no current location ' +
      'and no wanted place); users `candidate-1@reach.example` … `candidate-7@reach.example`',
  },
});
