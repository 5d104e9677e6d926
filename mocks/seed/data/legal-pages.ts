import type { LegalSlug } from '../../../src/api/schemas/legal';

/**
 * The legal texts of the content service (`legal_pages`), as an editor writes them: rich text with a heading per
 * section. Demo texts in the product's voice, not legal advice. The NDA's last paragraph is hostile on purpose (a
 * `javascript:` link with a handler, an image's handler, a script, a frame, a style covering the page), as a careless
 * or compromised editor could write it: the app shows it harmless (src/components/content/rich-text.ts, decision 0020).
 */
export const legalPages: Array<{ slug: LegalSlug; title: string; body: string; daysAgo: number }> = [
  {
    slug: 'terms-of-service',
    title: 'Terms of service',
    daysAgo: 41,
    body: `<p>Basecamp is a job board for people who work outside and the companies that hire them. These terms say what
we provide and what we ask of you in return. By using Basecamp you accept them.</p>
<h2>Your account</h2>
<p>You need an account to apply for jobs or to post them. Give us your real name and an email address you read, keep
your password to yourself, and tell us at once if you think someone else has used your account.</p>
<h2>What candidates may do</h2>
<ul><li>Search jobs, save them and apply to them.</li><li>Keep a profile and decide who may see it.</li>
<li>Delete the account at any time from <strong>Account settings</strong>.</li></ul>
<h2>What employers may do</h2>
<p>Employers post real, open jobs of their own company, with the pay where the law asks for it. A job is reviewed
before it goes live, and we may take down a job that misleads candidates or breaks the law.</p>
<h2>Boosts and payments</h2>
<p>A boost is paid in advance for the weeks chosen. If we cannot run a boost we paid for, we refund it. Payments go
through our payment provider; we never see or keep your card number.</p>
<h2>When things go wrong</h2>
<p>We work to keep Basecamp up and correct, but we cannot promise it will never fail. Write to
<a href="mailto:help@basecamp.example">help@basecamp.example</a> and we will answer within two working days.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    daysAgo: 41,
    body: `<p>This policy says what we learn about you when you use Basecamp, why, and what you can do about it.</p>
<h2>What we keep</h2>
<ul><li>Your account: name, email address, pronouns if you give them.</li>
<li>Your profile and the files you upload, such as a résumé or photos.</li>
<li>The jobs you save and apply to, and the jobs your company posts.</li></ul>
<h2>Who sees your profile</h2>
<p>You choose: anyone with the link, or only the employers you applied to. Employers never see a profile you keep
to yourself, and we never sell your data.</p>
<h2>Cookies</h2>
<p>We use one cookie that protects your session against forged requests, and your browser's storage to keep you
signed in. We use no advertising or tracking cookies.</p>
<h2>Your rights</h2>
<p>You may see, correct, download or delete what we keep about you. Most of it is in <strong>Account
settings</strong>; for the rest, write to <a href="mailto:privacy@basecamp.example">privacy@basecamp.example</a>.
Residents of California have the rights the <a href="https://oag.ca.gov/privacy/ccpa">CCPA</a> gives them.</p>`,
  },
  {
    slug: 'terms-conditions',
    title: 'Terms and conditions',
    daysAgo: 75,
    body: `<p>These conditions apply to every job posted on Basecamp and every boost bought for one.</p>
<h2>Job postings</h2>
<p>A posting names the employer, the place or the remote terms, the type of job and what it involves. It stays live
until it expires, is filled or is closed by the employer or by us.</p>
<h2>Review</h2>
<p>Our team reviews each new posting, usually within one working day. A posting may be rejected with a reason the
employer sees; the employer may change it and send it again.</p>
<h2>Sponsored placement</h2>
<p>A boosted job is marked <em>Sponsored</em> wherever it is shown. Sponsorship changes where a job appears, never
whether a candidate matches it.</p>
<h2>Refunds</h2>
<p>A boost that has not started yet can be cancelled for a full refund. Once it runs, it is refunded only if we
could not show it as promised.</p>`,
  },
  {
    slug: 'nda-agreement',
    title: 'Non-disclosure agreement',
    daysAgo: 120,
    body: `<p>Companies in Basecamp's beta see features and figures before they are public. This agreement keeps them
between us until we publish them.</p>
<h2>What is confidential</h2>
<p>Unreleased features, the demo data's figures, pricing not yet announced, and anything we mark as confidential.</p>
<h2>What you agree to</h2>
<ul><li>Use it only to try Basecamp and to tell us what you think.</li>
<li>Share it only with the people of your company who need it, under the same terms.</li>
<li>Return or delete it when we ask.</li></ul>
<h2>What is not confidential</h2>
<p>What was public already, what you knew before, and what someone else gave you freely.</p>
<h2>How long</h2>
<p>Two years from the day you join the beta, or until we publish what it covers, whichever comes first.</p>
<h2>Questions</h2>
<p><a href="javascript:alert('nda')" onclick="alert('nda')">Ask our legal team</a><img src="x" onerror="alert('nda')"><script>alert('nda')</script><iframe src="https://example.com/tracker"></iframe><span style="position:fixed;inset:0;z-index:9999;background:#fff"> at legal@basecamp.example.</span></p>`,
  },
];
