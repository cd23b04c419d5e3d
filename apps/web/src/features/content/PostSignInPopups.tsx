import { lazy, Suspense, useEffect, useState } from 'react';
import { limits } from '@tradepact/shared';
import { contentApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import { useSignOut } from '../auth/useSignOut';
import type { AcceptableContent, TermChange } from './api';
import { setPostSignInBusy } from './postSignInBusy';

// Most sign-ins show none of them: each popup downloads when it is due, not with the signed-in shell.
const EulaAcceptModal = lazy(async () => ({ default: (await import('./EulaAcceptModal')).EulaAcceptModal }));
const AnnouncementModal = lazy(async () => ({
  default: (await import('./AnnouncementModal')).AnnouncementModal,
}));
const TermChangesModal = lazy(async () => ({
  default: (await import('./TermChangesModal')).TermChangesModal,
}));

/** Where the sequence is: a `…Read` step reads from the server, the others show a popup or wait. */
type Stage =
  | { step: 'eulaRead' }
  | { step: 'eula'; eula: AcceptableContent }
  | { step: 'announcementRead' }
  | { step: 'announcement'; announcement: AcceptableContent }
  | { step: 'termsRead' }
  | { step: 'terms'; changes: TermChange[] }
  | { step: 'done' };

function isDue(content: AcceptableContent | null | undefined): content is AcceptableContent {
  return Boolean(content) && content?.Accepted === false;
}

/** Reads what the step needs and answers the next stage. A failed read shows no popup (the client toasts). */
async function readStep(step: Stage['step'], signal: AbortSignal): Promise<Stage | null> {
  switch (step) {
    case 'eulaRead': {
      const answer = await call(contentApi.eulaRead, undefined, { signal });
      return answer.Type === 200 && isDue(answer.Data)
        ? { step: 'eula', eula: answer.Data }
        : { step: 'announcementRead' };
    }
    case 'announcementRead': {
      const answer = await call(contentApi.announcementRead, undefined, { signal });
      return answer.Type === 200 && isDue(answer.Data)
        ? { step: 'announcement', announcement: answer.Data }
        : { step: 'termsRead' };
    }
    case 'termsRead': {
      // Doc 1 §2/§9: the terms-changed notice comes 1 second after the previous step.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, limits.termsChangedDelayMs);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
      const answer = await call(contentApi.termChanges, undefined, { signal });
      return answer.Type === 200 && Array.isArray(answer.Data) && answer.Data.length > 0
        ? { step: 'terms', changes: answer.Data }
        : { step: 'done' };
    }
    default:
      return null;
  }
}

/**
 * The popups after sign-in (doc 1 §2), one at a time and in order: the EULA while unaccepted, then the
 * announcement while one is in force and unaccepted, then — 1 s later — the changes to the default
 * contract terms. Mounted once by the signed-in layout. While it runs, `usePostSignInPopupsBusy()` is
 * true (postSignInBusy.ts), so that other popups can wait their turn.
 */
export function PostSignInPopups() {
  const [stage, setStage] = useState<Stage>({ step: 'eulaRead' });
  const signOut = useSignOut();
  const { step } = stage;

  useEffect(() => {
    const controller = new AbortController();
    readStep(step, controller.signal).then(
      (next) => {
        if (next && !controller.signal.aborted) setStage(next);
      },
      // Aborted: the layout went away (or React re-ran the effect).
      () => {},
    );
    return () => controller.abort();
  }, [step]);

  // Other popups of the signed-in pages wait until this sequence is over.
  const busy = step !== 'done';
  useEffect(() => {
    setPostSignInBusy(busy);
  }, [busy]);
  useEffect(() => () => setPostSignInBusy(false), []);

  return (
    <Suspense fallback={null}>
      <Popup stage={stage} onStage={setStage} onDecline={signOut} />
    </Suspense>
  );
}

function Popup({
  stage,
  onStage: setStage,
  onDecline: signOut,
}: {
  stage: Stage;
  onStage: (stage: Stage) => void;
  onDecline: () => Promise<void>;
}) {
  switch (stage.step) {
    case 'eula':
      return (
        <EulaAcceptModal
          eula={stage.eula}
          onAccepted={() => setStage({ step: 'announcementRead' })}
          onDecline={signOut}
        />
      );
    case 'announcement':
      return (
        <AnnouncementModal announcement={stage.announcement} onDone={() => setStage({ step: 'termsRead' })} />
      );
    case 'terms':
      return (
        <TermChangesModal
          changes={stage.changes}
          onAccepted={() => setStage({ step: 'done' })}
          onDecline={signOut}
        />
      );
    default:
      return null;
  }
}
