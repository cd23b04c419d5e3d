import { useSyncExternalStore } from 'react';

/**
 * Whether the popups after sign-in (EULA, announcement, term changes) are showing or still being
 * checked. Other popups of the signed-in pages (the profile's welcome popup…) wait while it is true, so
 * that two popups never show on top of each other. False when no PostSignInPopups is mounted.
 */
let busy = false;
const listeners = new Set<() => void>();

export function setPostSignInBusy(value: boolean): void {
  if (busy === value) return;
  busy = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => busy;

/** True while a popup after sign-in is showing or due to be checked. */
export function usePostSignInPopupsBusy(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
