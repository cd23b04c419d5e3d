declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated embedded database, or '' when tests run on TEST_DATABASE_URL. */
    pgliteSnapshot: string;
  }
}

export {};
