/**
 * Runs at most `max` tasks at once; the others wait in order. A burst of resize requests then
 * queues (a few bytes each) instead of decoding dozens of images into memory together.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  // A finishing task hands its slot straight to the next waiter, so no newcomer can slip in between.
  const release = () => {
    const wake = waiting.shift();
    if (wake) wake();
    else running -= 1;
  };

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
