import { useState } from 'react';

/** The time the component first rendered (reading the clock during render is not pure). */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
