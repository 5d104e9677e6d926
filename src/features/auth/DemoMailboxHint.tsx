import { useDemo } from '../../state/demo';

/** In demo mode, where the product's emails go (the demo mailbox of the demo controls). */
export function DemoMailboxHint() {
  const demo = useDemo();
  if (!demo) return null;
  return (
    <p className="notice">
      This is a demo: no email leaves the page. Open <strong>Demo controls</strong> at the top of the page, then{' '}
      <strong>Mailbox</strong>, to read it.
    </p>
  );
}
