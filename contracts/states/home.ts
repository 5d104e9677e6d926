import { describeStates } from './define';
import type { homeStates } from '../../mocks/states/home';

export default describeStates<typeof homeStates>({
  'candidates in and out of the job field {jobFieldId} live near and far from Harrisburg, PA': {
    creates:
      'ten candidates, **the only candidate profiles** (every other one is set aside until teardown: the ' +
      'count is of the whole population), users `candidate-1@reach.example` … `candidate-10@reach.example`, all ' +
      'in the field unless said. Five count near Harrisburg, PA: 1 lives there; 2 lives in Pittsburgh and wants ' +
      'to work in Harrisburg; 3 lives in Seattle and considers remote work; 8 lives in Cross Fork, PA, a town ' +
      'without coordinates, and considers remote work; 10 lives in Seattle, not remote, and wants Lake Placid, ' +
      'NY, then Pittsburgh, PA. Five do not: 4 in Seattle, not remote; 5 of another field in Harrisburg; 6 in ' +
      'Squamish, BC, remote (another country); 7 remote, with no current location and no wanted place; 9 in ' +
      'Cross Fork, PA, not remote, with no wanted place',
  },
});
