/** A listed project as JSON text, already checked against its schema, with the time it sorts by. */
export interface ListedProject {
  createdAt: Date;
  json: string;
}

/**
 * The owned part of recent contractors' full project lists, each under the list version it was read
 * at. The version is read before the rows, so an entry is never older than its key; any write raises
 * the version (database triggers), so a changed list is never answered from here. Least recently used
 * contractors leave first.
 */
export function projectListCache(capacity: number) {
  const entries = new Map<string, { version: number; projects: readonly ListedProject[] }>();
  return {
    get(ownerId: string, version: number): readonly ListedProject[] | undefined {
      const entry = entries.get(ownerId);
      if (entry?.version !== version) return undefined;
      entries.delete(ownerId);
      entries.set(ownerId, entry);
      return entry.projects;
    },

    set(ownerId: string, version: number, projects: readonly ListedProject[]): readonly ListedProject[] {
      entries.delete(ownerId);
      entries.set(ownerId, { version, projects });
      for (const oldest of entries.keys()) {
        if (entries.size <= capacity) break;
        entries.delete(oldest);
      }
      return projects;
    },
  };
}
