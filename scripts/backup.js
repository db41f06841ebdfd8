// `npm run backup -- FILE` (or `-- --dir DIR --keep-days N`) and `npm run restore -- FILE
// [--replace]`: one archive of the database and the uploaded images, and its restore
// (app/.server/backup/). Loads the app's modules through Vite, as `npm run admin` does,
// so it reads the same environment variables as the site.
import { appModuleServer } from "./app-modules.js";

// The AWS SDK's notice that its 2027 releases need Node 22 (the stack is decided on
// Node 20 and the SDK's version is pinned) would read as a failure in a nightly job's log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const command = process.argv[2] === "restore" ? "restore" : "backup";
const args = process.argv.slice(command === "restore" ? 3 : 2);
const vite = await appModuleServer();
let code = 1;
try {
  const cli = await vite.ssrLoadModule("./app/.server/backup/cli.ts");
  code = await cli[command](args);
} catch (error) {
  console.error(`${command} failed: ${error?.message ?? error}`);
} finally {
  await vite.close();
}
process.exit(code);
