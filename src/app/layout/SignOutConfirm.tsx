import { UnsavedQuestion } from '../../components/form/LeaveGuard';

/** Sign out while a form holds unsaved changes: asked first, as leaving the page is (loaded only when asked). */
export default function SignOutConfirm({ onStay, onSignOut }: { onStay: () => void; onSignOut: () => void }) {
  return <UnsavedQuestion title="Sign out without saving?" leave="Sign out" onStay={onStay} onLeave={onSignOut} />;
}
