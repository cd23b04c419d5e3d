import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A value this device keeps (read from localStorage each render) that a prerendered page was drawn
 * with as `drawnValue`: while React takes the drawing over it uses `drawnValue`, so the two match,
 * then draws again with the device's own value.
 */
export function useDeviceValue<T extends boolean | string | null>(read: () => T, drawnValue: T): T {
  return useSyncExternalStore(noChanges, read, () => drawnValue);
}
