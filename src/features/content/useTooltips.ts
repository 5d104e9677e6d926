import { useEffect, useState } from 'react';
import { content } from '../../api/content-client';
import { cachedTooltips } from '../../state/tooltips';

/** The content service's tooltips by field name (cached for the browser session); empty until loaded or on error. */
export function useTooltips(): Record<string, string> {
  const [tooltips, setTooltips] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    cachedTooltips(content.getTooltips)
      .then((t) => live && setTooltips(t))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return tooltips;
}
