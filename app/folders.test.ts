import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One home per domain (issue 37, docs/decisions/031-one-home-per-domain.md): a domain's
// browser-safe half lives in app/lib/<domain>/, its server half in app/.server/<domain>/.
// Nothing is left loose beside the folders, where it would belong to no domain.

const APP = import.meta.dirname;
const entries = (dir: string) => readdirSync(path.join(APP, dir), { withFileTypes: true });

describe("folders", () => {
  it("app/lib and app/.server hold domain folders, and app/lib no loose files", () => {
    expect(
      entries("lib")
        .filter((entry) => !entry.isDirectory())
        .map((entry) => entry.name),
    ).toEqual([]);
    // The server half's top level: its domains, plus the few shared services every domain
    // uses (settings, logger, the load context's declaration, the service registry).
    expect(
      entries(".server")
        .filter((entry) => !entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(["env.ts", "load-context.ts", "logger.ts", "services.ts"]);
  });

  it("a folder in app/lib holds files only (one level: app/lib/<domain>/<file>)", () => {
    for (const domain of entries("lib").filter((entry) => entry.isDirectory())) {
      const nested = entries(`lib/${domain.name}`).filter((entry) => entry.isDirectory());
      expect(
        nested.map((entry) => entry.name),
        domain.name,
      ).toEqual([]);
    }
  });

  it("no route file builds a database query itself: the domains under app/.server do", () => {
    const routes = readdirSync(path.join(APP, "routes"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(routes.length).toBeGreaterThan(50);
    const building = routes.filter((file) =>
      /from "kysely"|\.(selectFrom|updateTable|insertInto|deleteFrom)\(/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(building.map((file) => path.relative(APP, file))).toEqual([]);
  });

  it("every admin action starts the one way: the signed-in operator and the database", () => {
    const dir = path.join(APP, "routes", "admin");
    // Signing in, out and the first set-up come before there is an operator.
    const beforeSignIn = ["logga-in.tsx", "logga-ut.tsx", "konfigurera.tsx"];
    const starts = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !beforeSignIn.includes(path.relative(dir, file)))
      .map((file) => [path.relative(dir, file), readFileSync(file, "utf8")] as const)
      .filter(([, source]) => /^export (const|async function|function) action\b/m.test(source))
      .map(([file, source]) => [
        file,
        /^export async function action\(.*\n(.*)/m.exec(source)?.[1],
      ]);
    expect(starts.length).toBeGreaterThan(10);
    for (const [file, first] of starts)
      expect(first, file).toBe("  const { operator, db } = await operatorDatabase(context);");
  });

  it("a listed place is called a place in the code; business only where a contract says so", () => {
    const files = readdirSync(APP, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(APP, path.join(entry.parentPath, entry.name)));
    // Route files mirror their URLs (/business/…, /submit-business), which stay.
    expect(files.filter((file) => /business/i.test(file) && !file.startsWith("routes/"))).toEqual(
      [],
    );
    // Database tables' row types keep their tables' names; a registration is a business
    // applying (registerBusiness), and the route component is named for /submit-business.
    const contracts = /^(Business\w*Table|BusinessesTable|registerBusiness|SubmitBusiness)$/;
    const declared = files.flatMap((file) =>
      [
        ...readFileSync(path.join(APP, file), "utf8").matchAll(
          /\b(?:function|const|let|var|interface|type|class|enum)\s+(\w*[Bb]usiness\w*)/g,
        ),
      ]
        .map((match) => match[1] ?? "")
        .filter((name) => !contracts.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(declared).toEqual([]);
  });

  it("loaders and actions reach the database through their context, never the global database()", () => {
    const onRequestPath = readdirSync(APP, { recursive: true, withFileTypes: true })
      .filter(
        (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name),
      )
      .map((entry) => path.join(entry.parentPath, entry.name))
      // Only start-up and the command-line tools open the database themselves.
      .filter((file) => !/\.server\/(db\/database|services|auth\/admin-cli)\.ts$/.test(file));
    const reaching = onRequestPath.filter((file) =>
      /\bdatabase\(\)/.test(readFileSync(file, "utf8")),
    );
    expect(reaching.map((file) => path.relative(APP, file))).toEqual([]);
  });
});
