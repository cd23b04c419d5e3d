export { LoaderOverlay } from './LoaderOverlay';
export { LoaderProvider } from './LoaderProvider';
export { useLoader, type LoaderControls } from './useLoader';
