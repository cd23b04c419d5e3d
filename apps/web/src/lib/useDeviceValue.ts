import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A value of this device or of today (read each render: from localStorage, the time zone, the
 * clock) that a prerendered page was drawn with as `drawnValue`: while React takes the drawing over
 * it uses `drawnValue`, so the two match, then draws again with the device's own value. A drawing
 * the build made is read for months, in every time zone, so nothing of today may go into it.
 */
export function useDeviceValue<T extends boolean | number | string | null>(read: () => T, drawnValue: T): T {
  return useSyncExternalStore(noChanges, read, () => drawnValue);
}
