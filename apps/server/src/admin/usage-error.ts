/** A mistake in how an admin command was called: shown with the usage, exit code 2. */
export class UsageError extends Error {}
