import { clock } from '../clock';
import { defineStates, num, str } from './define';
import { callProvider, removeWhere } from './support';
import { feedbackHandlers } from '../handlers/feedback';

/**
 * Feedback: none at first, then sent and read through the provider's own calls (POST Feedback, PUT
 * admin/Feedback/{id}/read), so that what the admins' list shows follows from what those calls stored.
 */

/** Sends a feedback through the provider's POST Feedback as it was `hoursAgo` hours ago (the clock put back after). */
async function sentHoursAgo(hoursAgo: number, body: unknown, token: string | null) {
  const fixed = clock.fixed();
  clock.set(clock.now() - hoursAgo * 3_600_000);
  try {
    await callProvider(feedbackHandlers, 'POST', 'Feedback', body, token);
  } finally {
    clock.set(fixed);
  }
}

export const feedbackStates = defineStates({
  // Every feedback is set aside until teardown: the next one sent is the first (a server with a sequence restarts it).
  'no feedback has been sent: the next feedback sent gets the id 1': () => {
    removeWhere('feedback', () => true);
  },
  'a visitor sent feedback on {topic} saying {message} from the address {email} {hoursAgo} hours ago': (p) =>
    sentHoursAgo(
      num(p, 'hoursAgo'),
      { topic: str(p, 'topic'), message: str(p, 'message'), email: str(p, 'email') },
      null,
    ),
  'the user signed in with token {token} sent feedback on {topic} saying {message} from the address {email} {hoursAgo} hours ago':
    (p) =>
      sentHoursAgo(
        num(p, 'hoursAgo'),
        { topic: str(p, 'topic'), message: str(p, 'message'), email: str(p, 'email') },
        str(p, 'token'),
      ),
  'the admin signed in with token {token} has marked the feedback {feedbackId} read': (p) =>
    callProvider(feedbackHandlers, 'PUT', `admin/Feedback/${num(p, 'feedbackId')}/read`, undefined, str(p, 'token')),
});
