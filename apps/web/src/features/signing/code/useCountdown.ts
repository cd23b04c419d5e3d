import { useEffect, useState } from 'react';

/** Whole seconds left of a wait of `seconds`, counted down once a second; `restart` waits anew. */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const tick = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(tick);
  }, [left, now]);
  return {
    left,
    restart: (next: number) => {
      const at = Date.now();
      setNow(at);
      setEndsAt(at + next * 1000);
    },
  };
}
