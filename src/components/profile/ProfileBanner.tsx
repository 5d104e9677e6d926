import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router-dom';
import { firstMissingPart, partAnchor, profileCompleteness, type CompletenessProfile } from '../../domain/completeness';
import { href } from '../../domain/paths';
import { profileBannerDismissedAtom } from '../../state/session';

/**
 * The banner over the job lists while the candidate's profile is incomplete (docs/product.md §4.7): its completeness
 * and a link to the first missing part; dismissing it sets the profile-banner-dismissed flag (logout clears it for
 * candidates). The profile comes through the editor's own route loader (profile/edit). Nothing shows while it loads or if it fails.
 */
export default function ProfileBanner() {
  const fetcher = useFetcher<{ profile: CompletenessProfile }>();
  const dismiss = useSetAtom(profileBannerDismissedAtom);
  const { load } = fetcher;
  useEffect(() => void load(href('profileEdit')), [load]);
  const profile = fetcher.data?.profile;
  if (!profile) return null;
  const missing = firstMissingPart(profile);
  if (!missing) return null;
  const { total } = profileCompleteness(profile);
  return (
    <aside className="card profile-banner" aria-labelledby="profile-banner-title">
      <div className="profile-banner__text">
        <p id="profile-banner-title">
          <strong>Your profile is {total} % complete.</strong> A complete profile gets you better matches, and employers
          read it.
        </p>
        <progress max={100} value={total} aria-label="Profile completeness">
          {total} %
        </progress>
      </div>
      <div className="profile-banner__actions">
        <Link className="button button--primary" to={`${href('profileEdit')}#${partAnchor(missing.field)}`}>
          Add: {missing.label}
        </Link>
        <button
          type="button"
          className="button"
          onClick={() => {
            dismiss(true);
            // The button goes with the banner: the focus goes to the page's heading, not to the top of the page.
            const heading = document.querySelector<HTMLElement>('main h1');
            heading?.setAttribute('tabindex', '-1');
            heading?.focus();
          }}
        >
          Dismiss
        </button>
      </div>
    </aside>
  );
}
