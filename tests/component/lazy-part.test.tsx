import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { lazyPart } from '../../src/components/ui/lazy-part';

/**
 * The shell's lazily loaded parts (its footer, toasts, demo controls, the header's account) may all wait for their
 * chunks while the shell re-renders. Under act(), React 19 re-renders three or more such waiting boundaries forever
 * when their parent re-renders them (docs/decisions/0025): the test's worker then spins until killed.
 */
const never = () => new Promise<{ default: () => null }>(() => {});
const Footer = lazyPart(never);
const Toasts = lazyPart(never);
const Account = lazyPart(never);

function Shell() {
  // Re-rendered as it mounts (a ref kept in state, as a measured element is).
  const [heading, setHeading] = useState<HTMLElement | null>(null);
  return (
    <>
      <h1 ref={setHeading}>Shell {heading ? 'ready' : 'loading'}</h1>
      <Account />
      <Toasts />
      <Footer />
    </>
  );
}

it('a shell re-renders while three of its parts wait for their code', () => {
  render(<Shell />);
  expect(screen.getByRole('heading')).toHaveTextContent('Shell ready');
});
