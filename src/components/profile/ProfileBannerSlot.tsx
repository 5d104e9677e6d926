import { useAtomValue } from 'jotai';
import { isCandidate, profileBannerDismissedAtom, userAtom } from '../../state/session';
import { lazyPart } from '../ui/lazy-part';

const ProfileBanner = lazyPart(() => import('./ProfileBanner'));

/**
 * Where the profile banner goes (jobs and recommended jobs): for a candidate who has not dismissed it. The banner,
 * which loads the profile, comes in a chunk of its own (the first page of /jobs has a budget).
 */
export function ProfileBannerSlot() {
  const user = useAtomValue(userAtom);
  const dismissed = useAtomValue(profileBannerDismissedAtom);
  if (!isCandidate(user) || dismissed) return null;
  return <ProfileBanner />;
}
