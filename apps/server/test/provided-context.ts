declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the tests run on: TEST_DATABASE_URL's or the run's embedded cluster. */
    testDatabaseServer: string;
    /** A migrated database on that server, copied for each test file. */
    testDatabaseTemplate: string;
  }
}

export {};
