import { describe, expect, it } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { outboxMails } from "../support/mail";
import { CAFE, SHOP } from "../support/owner-fixtures";
import { SITE } from "../support/site";
import { withTestApp } from "../support/test-app";
import { createTestOperator, insertTestPlace, type TestDatabase } from "../support/test-database";

// Issue 38, point 3: nothing an owner sends depends on OPERATOR_EMAIL. Without it, an
// owner's request in their own words and their proposed changes both reach 'Att göra'
// on the admin's start page, and no mail is queued for an operator.

describe.each(DATABASES)("owners' changes reach 'Att göra' without OPERATOR_EMAIL (%s)", (kind) => {
  const t = {} as { testDb: TestDatabase; operator: Operator };
  withTestApp(
    kind,
    {
      name: "owner-queue",
      env: { OPERATOR_EMAIL: "", SMTP_URL: "", S3_BUCKET: "", PUBLIC_URL: SITE },
    },
    async (made) => {
      t.testDb = made.testDb;
      t.operator = await createTestOperator(t.testDb.db);
      for (const place of [CAFE, SHOP]) await insertTestPlace(t.testDb.db, place);
    },
  );

  it("lists a free-text request and a proposal for the operator, mailing nobody", async () => {
    const owner = "agare@example.se";
    await t.testDb.db
      .insertInto("business_owners")
      .values({
        business_slug: CAFE.slug,
        email: owner,
        source: "operator",
        created_by: "redaktion@example.se",
        created_at: 0,
      })
      .execute();
    const { submitChangeRequest } = await import("~/.server/owner/owner-changes");
    const { proposeChanges } = await import("~/.server/owner/proposals");
    const request = await submitChangeRequest(t.testDb.db, owner, CAFE.slug, "Vi har flyttat.");
    const proposal = await proposeChanges(t.testDb.db, owner, CAFE.slug, {
      phone: "040-12 34 56",
    });
    if (!request.ok || !proposal.ok) throw new Error("not stored");

    const admin = await import("~/routes/admin/index");
    const start = (await admin.loader({
      request: new Request(`${SITE}/admin`),
      params: {},
      context: { database: await appDatabase(), operator: t.operator },
    } as never)) as {
      requests: { id: number; message: string }[];
      proposals: { id: number; name: string; email: string }[];
    };
    expect(start.requests).toEqual([
      expect.objectContaining({ id: request.id, message: "Vi har flyttat." }),
    ]);
    expect(start.proposals).toEqual([
      expect.objectContaining({ id: proposal.id, name: CAFE.name, email: owner }),
    ]);
    expect(await outboxMails(t.testDb.db)).toEqual([]);
  });
});
