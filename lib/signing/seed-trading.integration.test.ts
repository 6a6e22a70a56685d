/** The trading demo seed: 100234's portal agreements in each signing state for staff's signing page and My agreements; idempotent. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signingRequests, users } from "@/db/schema";
import { listOpenAgreements } from "@/lib/agreements/list-open-agreements";
import { seed } from "@/seed";
import { signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { listSigningStates } from "./list-signing-states";

const t = useTestDb();

describe("seedTrading", () => {
  it("one agreement of 100234 per signing state; the farmer sees them waiting for a signature after the ERP's; seeding again adds nothing", async () => {
    await seed(t.db, { demo: true });
    const staff = must((await t.db.select().from(users).where(eq(users.username, "staff@demo.se")))[0]);
    const actor = await signInAs(t.db, staff.id, { acting: "100234" });
    const list = await listSigningStates(t.db, { actor, customerNumber: "100234" });
    expect(list.Agreements.map((a) => a.State).sort()).toEqual(["cancelled", "expired", "opened", "sent", "signed"]);
    expect(list.Agreements.every((a) => a.AgreementType === "Torkavtal" && a.ReceiverName === "Anna Karlsson")).toBe(true);

    const farmer = must((await t.db.select().from(users).where(eq(users.username, "farmer@demo.se")))[0]);
    const open = await listOpenAgreements(t.db, { actor: await signInAs(t.db, farmer.id), customerNumber: "100234" });
    const waiting = open.agreements.filter((a) => a.awaitingSignature).map((a) => a.agreementNumber);
    expect(waiting[0]).toBe("210107"); // the start page's first open agreement stays the ERP's
    expect(waiting.filter((n) => n.startsWith("7000"))).toHaveLength(4);

    const before = await t.db.$count(signingRequests);
    await seed(t.db, { demo: true });
    expect(await t.db.$count(signingRequests)).toBe(before);
  });
});
