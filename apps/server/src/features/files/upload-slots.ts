/**
 * How many uploads each account has arriving in this process. An account past its share is refused
 * at once rather than queued: a queued upload still holds its connection and its bytes in flight.
 */
export function uploadSlots(maxPerAccount: number) {
  const inUse = new Map<string, number>();
  return {
    /** Takes a slot for the account and answers its release, or undefined when all are taken. */
    take(accountId: string): (() => void) | undefined {
      const taken = inUse.get(accountId) ?? 0;
      if (taken >= maxPerAccount) return undefined;
      inUse.set(accountId, taken + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inUse.get(accountId) ?? 1) - 1;
        if (left === 0) inUse.delete(accountId);
        else inUse.set(accountId, left);
      };
    },
  };
}
