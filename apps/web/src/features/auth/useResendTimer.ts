import { useCallback, useEffect, useState } from 'react';
import { limits } from '@tradepact/shared';

const tickMs = 250;

/**
 * The resend-code countdown (doc 1 §4): after a code is sent, sending again is blocked for 60 seconds.
 * `secondsLeft` is 0 when a code may be requested; `sent` tells whether one was requested here.
 */
export function useResendTimer({
  waitSeconds = limits.resendCodeWaitSeconds,
  startNow = false,
}: {
  waitSeconds?: number;
  /** A code was sent just before this screen opened (e.g. by the activation link). */
  startNow?: boolean;
} = {}) {
  const [started] = useState(() => (startNow ? Date.now() : 0));
  const [deadline, setDeadline] = useState<number | null>(startNow ? started + waitSeconds * 1000 : null);
  const [now, setNow] = useState(started);
  const [sent, setSent] = useState(startNow);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, tickMs);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + waitSeconds * 1000);
    setSent(true);
  }, [waitSeconds]);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, sent, start };
}

export type ResendTimer = ReturnType<typeof useResendTimer>;
