import { database } from "../db/database";
import { env } from "../env";
import { inviteOperator } from "./auth";

// `npm run admin -- create-user EMAIL`: for scripted set-ups. Creates the operator
// (or finds it) and prints a one-time link, valid 24 h, where they choose a password.

const USAGE = "Usage: npm run admin -- create-user EMAIL";

export async function run(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== "create-user" || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(USAGE);
    return 2;
  }
  const { db } = await database();
  try {
    const token = await inviteOperator(db, email);
    console.log(
      `Operator ${email.trim().toLowerCase()}: set a password within 24 h at ${env.publicUrl.origin}/admin/konfigurera?token=${token}`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
