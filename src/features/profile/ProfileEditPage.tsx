import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { AboutSection } from './edit/AboutSection';
import { QualificationsSection } from './edit/QualificationsSection';
import { focusAnchor } from './edit/SectionShell';
import type { SectionProps } from './edit/use-section';
import { WorkPreferenceSection } from './edit/WorkPreferenceSection';
import type { loader } from './profile-edit.data';
import { liveProfile, type LiveSection } from './profile-form';
import { useSectionsLeaveGuard } from '../../components/form/sections';
import { GuardMessagePage, ProblemPage, useRouteProblem } from '../../components/route/RouteProblem';
import { completenessParts, profileCompleteness, type CompletenessSection } from '../../domain/completeness';
import { href } from '../../domain/paths';
import { getUser } from '../../state/session';

type Live = Partial<Record<CompletenessSection, LiveSection>>;

/**
 * profile/edit: the candidate's profile in its three sections (docs/product.md §4.7), each saved on its own. The
 * completeness of each and the total follow what is typed, before it is saved; each missing part links to its field.
 * Leaving with unsaved changes in any section asks first (one question for the page: a router holds one blocker).
 */
export default function ProfileEditPage() {
  const { profile, options } = useLoaderData<typeof loader>();
  const { report, question } = useSectionsLeaveGuard();
  const [live, setLive] = useState<Live>({});
  const onLive = useCallback<SectionProps['onLive']>(
    (section) => setLive((l) => ({ ...l, [section.section]: section })),
    [],
  );
  const now = useMemo(() => liveProfile(profile, live), [profile, live]);
  const completeness = profileCompleteness(now);
  const parts = completenessParts(now);
  const of = (section: CompletenessSection) => parts.filter((p) => p.section === section);
  const userId = getUser()?.user.id;
  // A link to a field (the profile banner's first missing part) opens the editor there.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) focusAnchor(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <section className="page profile-edit">
      <header className="profile-edit__head">
        <div>
          <h1>Edit your profile</h1>
          <p className="lead">Employers read it, and your recommended jobs follow it. Each section saves on its own.</p>
        </div>
        <div className="profile-total">
          <label htmlFor="profile-total">Profile {completeness.total} % complete</label>
          <progress id="profile-total" max={100} value={completeness.total}>
            {completeness.total} %
          </progress>
          {userId !== undefined && <Link to={href('candidateView', { id: userId })}>See how employers see you</Link>}
        </div>
      </header>
      <WorkPreferenceSection
        saved={profile}
        options={options}
        percent={completeness.workPreference}
        parts={of('workPreference')}
        report={report}
        onLive={onLive}
      />
      <QualificationsSection
        saved={profile}
        options={options}
        percent={completeness.qualifications}
        parts={of('qualifications')}
        report={report}
        onLive={onLive}
      />
      <AboutSection saved={profile} percent={completeness.about} parts={of('about')} report={report} onLive={onLive} />
      {question}
    </section>
  );
}

/** The profile or the form's choices could not be loaded. */
export function ErrorBoundary() {
  const problem = useRouteProblem();
  if (problem.kind === 'guard') return <GuardMessagePage message={problem.message} />;
  return (
    <ProblemPage
      title="Your profile could not be loaded"
      text={problem.text}
      action={{ to: href('jobs'), label: 'Find jobs' }}
      retry={problem.retry}
    />
  );
}
