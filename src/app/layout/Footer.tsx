import { useAtomValue } from 'jotai/react';
import { Link } from 'react-router-dom';
import { href, type StaticPathName } from '../../domain/paths';
import { betaAtom } from '../../state/session';

interface FooterGroup {
  heading: string;
  links: readonly { to: StaticPathName; label: string }[];
}

/**
 * The footer's links by group, for a browser with beta access. Without it, the pages behind beta access are dead
 * ends (docs/product.md §4), so only the open pages show.
 */
const groups: readonly FooterGroup[] = [
  {
    heading: 'Candidates',
    links: [
      { to: 'home', label: 'Find your next job' },
      { to: 'benefitsCandidates', label: 'Why Basecamp' },
      { to: 'comp', label: 'Pay insights' },
    ],
  },
  {
    heading: 'Employers',
    links: [
      { to: 'benefitsEmployers', label: 'Hire with Basecamp' },
      { to: 'homeEmployer', label: 'Employer home' },
    ],
  },
  { heading: 'States', links: [{ to: 'statePennsylvania', label: 'Pennsylvania' }] },
  {
    heading: 'Basecamp',
    links: [
      { to: 'feedback', label: 'Feedback' },
      { to: 'termsOfService', label: 'Terms of service' },
      { to: 'termsConditions', label: 'Terms and conditions' },
      { to: 'privacyPolicy', label: 'Privacy policy' },
      { to: 'ndaAgreement', label: 'NDA agreement' },
    ],
  },
];

const openGroups: readonly FooterGroup[] = [
  {
    heading: 'Basecamp',
    links: [
      { to: 'jobBoard', label: 'Job board' },
      { to: 'launchingSoon', label: 'Launching soon' },
      { to: 'feedback', label: 'Feedback' },
    ],
  },
];

/** The footer of every page: it loads once the first page is up (src/app/layout/AppShell.tsx). */
export default function Footer() {
  const beta = useAtomValue(betaAtom);
  return (
    <footer className="footer">
      <div className="footer__inner">
        {(beta ? groups : openGroups).map((group) => (
          <nav key={group.heading} className="footer__group" aria-labelledby={`footer-${group.heading}`}>
            <h2 className="footer__heading" id={`footer-${group.heading}`}>
              {group.heading}
            </h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={href(link.to)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <p className="footer__note">© Basecamp, jobs in the outdoor industry</p>
      </div>
    </footer>
  );
}
