import { describeStates } from './define';
import type { feedbackStates } from '../../mocks/states/feedback';

export default describeStates<typeof feedbackStates>({
  'no feedback has been sent: the next feedback sent gets the id 1': {
    creates:
      'no feedback at all (every feedback is set aside until teardown): the next one the server stores ' +
      "(POST Feedback, the request's or a later state's) gets the id 1, the one after 2 …; a server with an " +
      'id sequence restarts it at 1',
  },
  'a visitor sent feedback on {topic} saying {message} from the address {email} {hoursAgo} hours ago': {
    creates:
      "a visitor has sent that feedback through the server's own POST Feedback (no token; `email` as the " +
      "address to answer to), `hoursAgo` hours before the clock's moment (the mock sets its clock back for " +
      'the call): what the interaction observes (the id, the stored values, no sender, unread) is what POST ' +
      'Feedback stored',
    calls: ['POST Feedback'],
  },
  'the user signed in with token {token} sent feedback on {topic} saying {message} from the address {email} {hoursAgo} hours ago':
    {
      creates:
        "the user signed in with `token` (by an earlier state) has sent that feedback through the server's " +
        'own POST Feedback with that token and `email` as the address to answer to, `hoursAgo` hours before ' +
        "the clock's moment: the feedback is theirs (`user`: their id, name and account address)",
      calls: ['POST Feedback'],
    },
  'the admin signed in with token {token} has marked the feedback {feedbackId} read': {
    creates:
      'the admin signed in with `token` (by an earlier state) has marked the feedback `feedbackId` read ' +
      "through the server's own PUT admin/Feedback/{id}/read: the list observes the flag that call stored",
    calls: ['PUT admin/Feedback/:id/read'],
  },
});
