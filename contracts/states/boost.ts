import { describeStates } from './define';
import type { boostStates } from '../../mocks/states/boost';

export default describeStates<typeof boostStates>({
  'a boost {boostId} of the job {jobId} waits for its payment': {
    creates:
      'a boost with that id of the job (put by a state before): Sponsored (1), 2 weeks from the start of ' +
      'today (UTC), its payment (the same id) Created at 198; any boost and payment of that id before are ' +
      'replaced',
  },
  'a boost {boostId} of the job {jobId} is paid': {
    creates:
      'as "a boost {boostId} of the job {jobId} waits for its payment", its payment Succeeded with a card ending 4242: the boost is active',
  },
  'no boost has the id {boostId}': {
    creates: 'no boost has that id (one that has is removed, with its payment)',
  },
  'the boost {boostId} was booked {daysAgo} days ago': {
    creates:
      "the boost (put by a state before) was booked `daysAgo` days before the clock's moment (its `createdDate`), " +
      'its weeks and payment as they were',
  },
  'the next boost booked gets the id {boostId}, as does its payment': {
    creates:
      'the next boost booked (POST admin/Boost) gets the id `boostId`, and its payment too: the boosts and ' +
      'payments from that id up are set aside until teardown (a placeholder boost of no job, and its failed ' +
      'payment, hold the id before when the ids before it stop short); a server with id sequences restarts them ' +
      'there',
  },
  'the employer signed in with token {token} has paid for the boost {boostId} with the card {cardNumber}': {
    creates:
      "**through the provider's own POST admin/Boost/{id}/pay** with the bearer `token` (a person of the " +
      "job's company) and the card `cardNumber`, held by Riley Cedar, expiring 12/99, CVC 123 (the test " +
      'card 4000 0000 0000 0002 is declined, 4242 4242 4242 4242 accepted): what the interaction shows of ' +
      "the boost and its payment (paid or declined, the card's last digits, when) is what the payment did, " +
      'not a shortcut',
    calls: ['POST admin/Boost/:id/pay'],
  },
  'the employer signed in with token {token} has booked a boost of the job {jobId} as placement {placement} for {weeks} weeks from {startDate}':
    {
      creates:
        "**through the provider's own POST admin/Boost** with the bearer `token` (a person of the job's company): " +
        '`{ jobId, placement, weeks, startDate }` as given, not paid; what the interaction reads of the boost and ' +
        'its payment (its dates, its price, waiting for its payment) is what the booking stored',
      calls: ['POST admin/Boost'],
    },
});
