// The databases every integration suite runs on: `describe.each(DATABASES)(...)` gives
// each suite one block per database in one file. PostgreSQL blocks create and drop a
// database of their own (createTestDatabase), so nothing is shared between them.
export const DATABASES = ["sqlite", "postgres"] as const;

export type DatabaseKind = (typeof DATABASES)[number];
