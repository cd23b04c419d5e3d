import { createContext, useContext } from 'react';
import { useDeviceValue } from '../lib/useDeviceValue';
import { drawnState } from './drawnState';

/** The site's address a page is drawn with on the server (its PUBLIC_URL); set by drawPage.tsx. */
export const DrawingOrigin = createContext<string | undefined>(undefined);

/**
 * The site's address, for links that leave it (a shared article's). The browser's own; while React
 * takes over a page the server drew, the one the drawing was made with, so that the two renders match.
 */
export function useSiteOrigin(): string {
  const drawingWith = useContext(DrawingOrigin);
  return useDeviceValue(
    () => window.location.origin,
    drawingWith ?? drawnState()?.origin ?? window.location.origin,
  );
}
