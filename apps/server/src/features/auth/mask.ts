/**
 * Where a code went, as a sign-in answer may show it to someone who knows only the password:
 * `j•••@example.com`, `•••-•••-0199`.
 */
export function maskDestination(channel: 'email' | 'sms', destination: string): string {
  if (channel === 'sms') return `•••-•••-${destination.slice(-4)}`;
  const at = destination.lastIndexOf('@');
  return `${destination.slice(0, Math.min(1, at))}•••${destination.slice(at)}`;
}
