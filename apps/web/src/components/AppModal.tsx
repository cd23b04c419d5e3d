import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { ModalProps } from '@mantine/core';

type Content = ComponentType<ModalProps>;

/** The modal's code once downloaded: a modal opened after that draws at once, without suspending. */
let loaded: Content | undefined;

/** Downloads the modal's code, once. */
export async function loadAppModal(): Promise<Content> {
  loaded ??= (await import('./AppModalContent')).AppModalContent;
  return loaded;
}

const LazyContent = lazy(async () => ({ default: await loadAppModal() }));

/**
 * Mantine's modal with its close button named in the reader's language (AppModalContent). Its code
 * (the modal, focus trap, scroll lock and floating-ui: some 29 KB gzipped) stays out of a page's
 * first download, which matters on the public pages, where a modal opens only on demand: it is
 * fetched once the page is idle, and a modal that opens before then waits for it. Once opened the
 * modal stays mounted, so that it closes with its transition.
 */
export function AppModal(props: ModalProps) {
  // Chosen when first opened and kept: switching component would remount what the modal holds.
  const [Drawn, setDrawn] = useState<Content | null>(() => (props.opened ? (loaded ?? LazyContent) : null));
  if (props.opened && !Drawn) setDrawn(() => loaded ?? LazyContent);

  useEffect(() => {
    if (loaded) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadAppModal());
  }, []);

  if (!Drawn) return null;
  return (
    <Suspense fallback={null}>
      <Drawn {...props} />
    </Suspense>
  );
}
