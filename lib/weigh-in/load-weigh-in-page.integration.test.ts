/** The weigh-in page's picker (spec 3 §2, §7; decision 078): the family of the customer in play, preselection, scope. */
import { describe, expect, it } from "vitest";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { loadWeighInPage } from "./load-weigh-in-page";

const t = useTestDb();

describe("weigh-in page", () => {
  it("offers the customer and its sub-customers; the URL's choice when offered, else the first", async () => {
    const parent = await makeCustomer(t.db);
    const sub = await makeCustomer(t.db, { parent: parent.id });
    const stranger = await makeCustomer(t.db);
    const user = await makeUser(t.db, { customers: [{ id: parent.id }] });
    const actor = await signInAs(t.db, user.id);
    const chosen = await loadWeighInPage(t.db, { actor, requested: sub.customerNumber });
    expect(chosen.options.map((o) => o.customerNumber)).toEqual([parent.customerNumber, sub.customerNumber]);
    expect(chosen).toMatchObject({ selected: sub.customerNumber, allowed: true });
    expect((await loadWeighInPage(t.db, { actor })).selected).toBe(parent.customerNumber);
    // another customer's number in the URL is not offered: the first option instead
    expect((await loadWeighInPage(t.db, { actor, requested: stranger.customerNumber })).selected).toBe(parent.customerNumber);
  });
});
