import { defineRules } from './define';

/**
 * Boosts: the people of a job's company book a boost of a live job (placement 0 Listing, 1 Sponsored, 2 Newsletter,
 * 3 Socials, 4 Drop) and pay for it by card. The site admin boosts no job, but sees a purchase.
 */
export default defineRules({
  'POST admin/Boost': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401; a ' +
        "candidate's is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a boost without a token',
        'a boost with an expired token',
        'a boost with an unknown token',
        'a boost with the token of a candidate',
      ],
    },
    {
      kind: 'auth',
      rule:
        "Only the people of the job's company book its boost: an employer of another company is 403, and so is the " +
        "site admin (boosting is the company's).",
      interactions: ["a boost of another company's job", 'a boost of a live job'],
      unpinned: ["the site admin's 403: no interaction sends an admin token"],
    },
    {
      kind: 'not found',
      rule: "A `jobId` no job has is 404 `{ error: 'This job does not exist.' }`.",
      interactions: ['a boost of a job that does not exist'],
    },
    {
      kind: 'input',
      rule:
        'The body is `{ jobId, placement, weeks, startDate }`: `placement` 0 to 4, `weeks` 1 to 10, `startDate` the ' +
        "first day at 00:00 UTC, today (the server's day, UTC) or later and before the job's `expireDate`: an " +
        "earlier day is 400 `{ error: 'Some fields are not valid.', errors: { startDate: ['Start today or on a " +
        "later day'] } }`, one at or after the deadline 400 under `startDate` `Start before the job’s application " +
        'deadline`.',
      interactions: [
        'a boost of a live job',
        "a boost starting on the clock's day",
        "a boost starting the day before the clock's day",
        "a boost starting at the job's application deadline",
      ],
      unpinned: ['the other 400s: no interaction sends 0 or 11 weeks or an unknown placement'],
    },
    {
      kind: 'conflict',
      rule:
        "Only a live job (status 3, `expireDate` null or later than now) is boosted: another is 409 `{ error: 'Only " +
        "live jobs can be boosted.' }`. A job open until filled (no `expireDate`) is live.",
      interactions: ['a boost of a draft job', 'a boost of a live job'],
      unpinned: ['an active job past its deadline (409)'],
    },
    {
      kind: 'conflict',
      rule:
        "A paid boost (its payment Succeeded) of the same job whose weeks overlap those asked for is 409 `{ error: 'This " +
        "job is already boosted for some of those weeks.' }`. Weeks that only touch (one boost ends as the other " +
        "starts) do not overlap; a boost waiting for its payment, or another job's boost, does not count.",
      interactions: [
        'a boost overlapping the last day of a paid boost of the job',
        'a boost starting the day a paid boost of the job ends',
        'a boost ending the day a paid boost of the job starts',
        "a boost of weeks held by an unpaid boost of the job and another job's paid one",
      ],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: purchase }`, `{ boost: { id, jobId, placement, weeks, startDate, endDate, status }, ' +
        'payment: { id, amount, status, cardLast4, failureReason, updatedDate }, job: { id, title, companyName } }`: ' +
        '`endDate` the start plus `weeks` × 7 days, boost `status` 0 Pending; the payment Created (1), `cardLast4` ' +
        'and `failureReason` null, `updatedDate` now, `amount` the weekly price × weeks (Listing 49, Sponsored 99, ' +
        'Newsletter 149, Socials 129, Drop 199 US dollars).',
      interactions: ['a boost of a live job', "a boost starting on the clock's day"],
      unpinned: ['Socials and Drop, and a weeks count but 1, 2 and 3'],
    },
    {
      kind: 'side effect',
      rule:
        'The boost and its payment are stored: GET admin/Boost/{id} answers them as booked, the placement, weeks ' +
        'and first day sent, `endDate` and `amount` from them (Newsletter for 3 weeks: 447), waiting for its ' +
        'payment (boost 0 Pending, payment Created, no card).',
      interactions: ['a request for a boost booked and waiting for its payment'],
      unpinned: ["the job's dashboard row showing the boost (GET admin/Job/company-jobs)"],
    },
  ],
  'POST admin/Boost/:id/pay': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401; a ' +
        "candidate's is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a payment of a boost without a token',
        'a payment of a boost with an expired token',
        'a payment of a boost with an unknown token',
        'a payment of a boost with the token of a candidate',
      ],
    },
    {
      kind: 'auth',
      rule:
        "Only the people of the boosted job's company pay: an employer of another company is 403 (the site admin " +
        'too).',
      interactions: [
        "a payment of another company's boost",
        'a payment of a boost',
        'a payment of a boost by a site admin',
      ],
      unpinned: ['a boost id no boost has (404 `This boost does not exist.`)'],
    },
    {
      kind: 'input',
      rule:
        'The body is the card `{ cardholderName, cardNumber, expiry, cvc }`: a name of 1 to 100 characters, 12 to 19 ' +
        'digits (spaces allowed) passing the Luhn check, `MM/YY` this month or later, 3 or 4 digits; a rule broken ' +
        'is 400 `{ errors }` under its field (`cardNumber`: `This card number is not valid`).',
      interactions: ['a payment of a boost with a card number that is not valid', 'a payment of a boost'],
      unpinned: ['an expired card, a blank name, a bad `cvc`, 11 or 20 digits'],
    },
    {
      kind: 'answer',
      rule:
        'A card accepted answers the purchase (as POST admin/Boost) with the payment Succeeded (2), `cardLast4` its ' +
        'last four digits, `failureReason` null, `updatedDate` now; the boost `status` follows (2 Active once its ' +
        "start has come). Only the boost's own payment changes: another boost's, paid or not, is not read.",
      interactions: ['a payment of a boost', "a payment of a boost beside another job's paid boost"],
    },
    {
      kind: 'answer',
      rule:
        'A declined card is an answer, not an error: 200 with the payment PaymentFailed (3), `failureReason` `Your ' +
        'card was declined.`, `cardLast4` its digits, the boost still 0 Pending. The test card 4000 0000 0000 0002 ' +
        'is declined, any other valid one accepted.',
      interactions: ['a payment of a boost with a declined card', 'a payment of a boost after a declined one'],
    },
    {
      kind: 'conflict',
      rule:
        "A boost already paid (its payment Succeeded) is 409 `{ error: 'This boost is already paid.' }`; one whose " +
        'payment was declined is paid again, the new card in place of the old (its digits, the failure gone).',
      interactions: [
        'a second payment of a boost already paid',
        'a payment of a boost after a declined one',
        'a payment of a boost',
      ],
    },
    {
      kind: 'side effect',
      rule: "The payment is stored: GET admin/Boost/{id} shows it paid, or declined with the card's last digits.",
      interactions: ['a request for a paid boost', 'a request for a boost whose payment was declined'],
      unpinned: ['the job sponsored once its paid boost runs: no list is read after a payment'],
    },
  ],
  'GET admin/Boost/:id': [
    {
      kind: 'auth',
      rule:
        'Needs a session of role Employer (2) or Admin (3): no token, or an expired or unknown one, is 401; a ' +
        "candidate's is 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a request for a boost without a token',
        'a request for a boost with an expired token',
        'a request for a boost with an unknown token',
        'a request for a boost with the token of a candidate',
      ],
    },
    {
      kind: 'auth',
      rule:
        "The people of the boosted job's company and the site admin see the purchase; an employer of another company " +
        'is 403.',
      interactions: ["a request for another company's boost", 'a request for a paid boost'],
      unpinned: ["the site admin's request: no interaction sends an admin token"],
    },
    {
      kind: 'not found',
      rule: "A boost id no boost has is 404 `{ error: 'This boost does not exist.' }`.",
      interactions: ['a request for an unknown boost'],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: purchase }` as POST admin/Boost does. The boost `status` follows from its payment and ' +
        'dates: 0 Pending (not paid), 1 Complete (paid, starting later), 2 Active (paid, running: ' +
        '`startDate` ≤ now < `endDate`), 3 Expired (its weeks over).',
      interactions: [
        'a request for a paid boost',
        'a request for a boost whose payment was declined',
        'a request for a boost booked and waiting for its payment',
      ],
      unpinned: [
        '1 Complete and 3 Expired: no paid boost starts later or has ended',
        "`job.title` and `companyName` read from the boost's own job: only one job exists in these states",
      ],
    },
  ],
});
