import { randomBytes } from "node:crypto";
import pg from "pg";

// A PostgreSQL database of its own for a test file or a benchmark run: made on the server
// that the admin URL reaches, and dropped afterwards even with connections still open.

/** Creates an empty database named `<prefix>_<random>`: its URL, and how to drop it. */
export async function createScratchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}
