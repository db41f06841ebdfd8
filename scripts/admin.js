// The operator command line: `npm run admin -- create-user EMAIL`.
// Loads the TypeScript module through Vite (as the development server does), so it
// uses the same environment variables, database and migrations as the app.
import { appModuleServer } from "./app-modules.js";

const vite = await appModuleServer();
let code = 1;
try {
  const cli = await vite.ssrLoadModule("./app/.server/auth/admin-cli.ts");
  code = await cli.run(process.argv.slice(2));
} catch (error) {
  console.error(`admin: ${error?.message ?? error}`);
} finally {
  await vite.close();
}
process.exit(code);
