/** Scrolls the page to `y`: smoothly, unless the reader asked their device for less motion. */
export function scrollToY(y: number) {
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: Math.max(0, y), behavior: still ? 'auto' : 'smooth' });
}
