import { createContext, useContext } from 'react';

export interface LoaderControls {
  /** Shows the full-page loader; it hides by itself after limits.loaderAutoHideMs. */
  show: () => void;
  hide: () => void;
  visible: boolean;
}

export const LoaderContext = createContext<LoaderControls | null>(null);

export function useLoader(): LoaderControls {
  const controls = useContext(LoaderContext);
  if (!controls) throw new Error('useLoader must be used inside <LoaderProvider>');
  return controls;
}
