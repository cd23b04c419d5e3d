import { lazy, Suspense, useEffect, useState } from 'react';

/** The @mantine/modals calls that open a popup (`modals.open`, `modals.openConfirmModal`…) send these. */
export const openModalEvents = ['openModal', 'openConfirmModal', 'openContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

const ModalsHost = lazy(() => import('./ModalsHost'));

/**
 * Mantine's ModalsProvider (and the modal code under it), downloaded when the first popup is asked
 * for: only some signed-in pages use it. The requests made before it is there are kept and sent
 * again once it listens.
 */
export function OnDemandModals() {
  const [requests, setRequests] = useState<CustomEvent[]>([]);
  const [listening, setListening] = useState(false);

  useEffect(() => {
    if (listening) return;
    const keep = (event: Event) => setRequests((list) => [...list, event as CustomEvent]);
    openModalEvents.forEach((name) => window.addEventListener(name, keep));
    return () => openModalEvents.forEach((name) => window.removeEventListener(name, keep));
  }, [listening]);

  if (requests.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost requests={requests} onListening={() => setListening(true)} />
    </Suspense>
  );
}
