// The test databases moved to tests/support/test-database.ts (test-only code has no place
// in app/). This re-export stays only until tests/integration/form-actions.test.ts, which
// is being rewritten elsewhere, imports from there; then delete this file.
export * from "../../../tests/support/test-database";
