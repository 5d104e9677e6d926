import { useEffect, useState } from 'react';
import { api } from '../../api';
import { cachedTooltips } from '../../state/tooltips';

/** The content service's tooltips by field name (cached for the browser session); empty until loaded or on error. */
export function useTooltips(): Record<string, string> {
  const [tooltips, setTooltips] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    cachedTooltips(api.content.getTooltips)
      .then((t) => live && setTooltips(t))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return tooltips;
}
