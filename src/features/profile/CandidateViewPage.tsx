import { Link, useLoaderData } from 'react-router-dom';
import type { loader } from './candidate-view.data';
import type { PublicProfile } from '../../api/schemas/profile';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { ProblemPage, useRouteProblem } from '../../components/route/RouteProblem';
import { useDocumentMeta } from '../../components/ui/useDocumentMeta';
import { countryName, stateName } from '../../domain/countries';
import {
  pronounsLabels,
  profileVisibilityLabels,
  socialLinkTypeLabels,
  type Pronouns,
  type ProfileVisibility,
  type SocialLinkType,
} from '../../domain/enums/profile';
import { href } from '../../domain/paths';
import { possessive } from '../../domain/text';

/**
 * candidate/{id}/view (no guard): what a candidate shows employers (docs/product.md §4.8), as their visibility allows;
 * a hidden or unknown profile is the not-found page. The candidate sees their own with a note: this is how employers
 * see it. Title and description by docs/product.md §9 (the name; the summary, stripped and cut).
 */
export default function CandidateViewPage() {
  const { profile } = useLoaderData<typeof loader>();
  const name = `${profile.firstName} ${profile.lastName}`;
  useDocumentMeta(
    name,
    profile.professionalSummary ??
      profile.professionalHighlights ??
      `${possessive(name)} profile on the outdoor job board.`,
  );
  const place = placeOf(profile.currentLocation);
  return (
    <article className="page candidate-view">
      {profile.isOwn && <OwnNote visibility={profile.profileVisibility} />}
      <header className="card candidate-view__head">
        <CompanyLogo name={name} logo={null} size={72} />
        <div>
          <h1>{name}</h1>
          <p className="muted">
            {profile.pronouns !== null && <span>{pronounsLabels[profile.pronouns as Pronouns]}</span>}
            {profile.pronouns !== null && place && ' · '}
            {place && <span>{place}</span>}
          </p>
          {profile.focus.length > 0 && (
            <ul className="tags" aria-label="Focus">
              {profile.focus.map((f) => (
                <li key={f.id} className="tag">
                  {f.name} <span className="muted">({f.jobFieldName})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {profile.resumeUrl && (
          <a className="button candidate-view__resume" href={profile.resumeUrl} download={`${name} - resume`}>
            Download résumé
          </a>
        )}
      </header>
      <div className="candidate-view__body">
        <Text title="Summary" text={profile.professionalSummary} />
        <Text title="Highlights" text={profile.professionalHighlights} />
        <Text title="Experience" text={profile.experience} />
        {profile.skills.length > 0 && (
          <section className="card" aria-labelledby="cv-skills">
            <h2 id="cv-skills">Skills</h2>
            <ul className="tags">
              {profile.skills.map((skill) => (
                <li key={skill} className="tag">
                  {skill}
                </li>
              ))}
            </ul>
          </section>
        )}
        <Links links={profile.socialLinks} />
        <Photos name={name} photos={profile.albumPhotosUrls} />
        {isEmpty(profile) && <p className="muted">{profile.firstName} has not filled in their profile yet.</p>}
      </div>
    </article>
  );
}

const placeOf = (location: PublicProfile['currentLocation']) =>
  location &&
  [location.city, stateName(location.state) ?? location.state, countryName(location.country)]
    .filter(Boolean)
    .join(', ');

const isEmpty = (p: PublicProfile) =>
  !p.professionalSummary &&
  !p.professionalHighlights &&
  !p.experience &&
  !p.skills.length &&
  !p.socialLinks.length &&
  !p.albumPhotosUrls.length;

/** The candidate's own view: who sees it, and where to change it. */
function OwnNote({ visibility }: { visibility: number }) {
  return (
    <p className="notice candidate-view__own" role="status">
      This is how employers see your profile. Visible to:{' '}
      <strong>{profileVisibilityLabels[visibility as ProfileVisibility] ?? 'nobody'}</strong>.{' '}
      <Link to={href('profileEdit')}>Edit your profile</Link> · <Link to={href('account')}>Change who sees it</Link>
    </p>
  );
}

function Text({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  const id = `cv-${title.toLowerCase()}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="candidate-view__text">{text}</p>
    </section>
  );
}

function Links({ links }: { links: PublicProfile['socialLinks'] }) {
  if (!links.length) return null;
  return (
    <section className="card" aria-labelledby="cv-links">
      <h2 id="cv-links">Links</h2>
      <ul className="candidate-view__links">
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
              {socialLinkTypeLabels[link.type as SocialLinkType] ?? 'Link'}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            <span className="muted">{link.url.replace(/^https?:\/\//, '')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Photos({ name, photos }: { name: string; photos: readonly string[] }) {
  // Only photos of this origin (uploads are data URLs): a remote address would leave the page's origin.
  const shown = photos.filter((url) => url.startsWith('data:') || url.startsWith('/'));
  if (!shown.length) return null;
  return (
    <section className="card" aria-labelledby="cv-photos">
      <h2 id="cv-photos">Photos</h2>
      <ul className="candidate-view__photos">
        {shown.map((url, i) => (
          <li key={url}>
            <img src={url} alt={`${name} (${i + 1} of ${shown.length})`} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A hidden or unknown profile, or one that could not be loaded. */
export function ErrorBoundary() {
  const problem = useRouteProblem();
  if (problem.kind === 'notFound') {
    return (
      <ProblemPage
        title="This profile is not available"
        text="It does not exist, or its owner does not share it with you."
        action={{ to: href('jobBoard'), label: 'Browse jobs' }}
      />
    );
  }
  return (
    <ProblemPage
      title="This profile could not be loaded"
      text={problem.text}
      action={{ to: href('jobBoard'), label: 'Browse jobs' }}
      retry={problem.retry}
    />
  );
}
