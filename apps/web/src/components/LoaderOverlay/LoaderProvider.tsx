import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTimeout } from '@mantine/hooks';
import { limits } from '@tradepact/shared';
import { LoaderOverlay } from './LoaderOverlay';
import { LoaderContext, type LoaderControls } from './useLoader';

export function LoaderProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const autoHide = useTimeout(() => setVisible(false), limits.loaderAutoHideMs);
  const { start, clear } = autoHide;

  const show = useCallback(() => {
    clear();
    start();
    setVisible(true);
  }, [clear, start]);

  const hide = useCallback(() => {
    clear();
    setVisible(false);
  }, [clear]);

  const controls = useMemo<LoaderControls>(() => ({ show, hide, visible }), [show, hide, visible]);

  return (
    <LoaderContext value={controls}>
      {children}
      <LoaderOverlay visible={visible} />
    </LoaderContext>
  );
}
