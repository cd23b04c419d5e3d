import { useState } from 'react';
import { hasCode, type Envelope } from '@tradepact/shared';

interface AcceptanceOptions<T> {
  /** Records the acceptance of what is shown. */
  accept: (shown: T) => Promise<Envelope<unknown>>;
  /** Reads what is due now: new content, null when nothing is due any more, undefined when the read failed. */
  reread: () => Promise<T | null | undefined>;
  onAccepted: () => void;
  /** Decline: signs out. Omitted where there is no Decline. */
  onDecline?: () => Promise<void>;
  /** Called when the accept failed for another reason than a newer text. */
  onFailed?: () => void;
}

export interface Acceptance<T> {
  shown: T;
  /** True once a newer text replaced the one first shown: the popup says so. */
  changed: boolean;
  busy: 'accept' | 'decline' | null;
  accept: () => Promise<void>;
  decline: () => Promise<void>;
}

/**
 * The accept flow the popups after sign-in share: record the acceptance of the version shown; when a
 * newer one was published meanwhile (409), show it instead, to be read (and ticked) again.
 */
export function useAcceptance<T>(initial: T, options: AcceptanceOptions<T>): Acceptance<T> {
  const [shown, setShown] = useState(initial);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);

  const accept = async () => {
    setBusy('accept');
    const answer = await options.accept(shown);
    if (answer.Type === 200) {
      options.onAccepted();
      return;
    }
    // A newer text was published meanwhile (409, docs/api/profile.md).
    if (hasCode(answer, 'contentChanged')) {
      const fresh = await options.reread();
      if (fresh === null) {
        options.onAccepted();
        return;
      }
      if (fresh !== undefined) {
        setShown(fresh);
        setChanged(true);
        setBusy(null);
        return;
      }
    }
    setBusy(null);
    options.onFailed?.();
  };

  const decline = async () => {
    setBusy('decline');
    await options.onDecline?.();
  };

  return { shown, changed, busy, accept, decline };
}
