/**
 * Onboarding calls through the real route wrapper (issue 12 item 4; decisions 076, 077):
 * activation flags, activation with a one-time set-password link, registration with private
 * attachments, and the staff queue (approval once under a race, rejection with a reason).
 * Only the session lookup and getDb are replaced.
 */
import { and, eq, inArray } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customerUsers, customers, outbox, rateLimits, registrations, storedFiles, users } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { dispatchDue, type Transport } from "@/lib/integrations/messaging";
import { callRoute } from "@/tests/support/call-route";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const r = {
  verify: (await import("@/app/api/onboarding/verify-customer/route")).POST as Handler,
  activate: (await import("@/app/api/onboarding/activate/route")).POST as Handler,
  register: (await import("@/app/api/onboarding/register/route")).POST as Handler,
  list: (await import("@/app/api/onboarding/registrations/route")).GET as Handler,
  approve: (await import("@/app/api/onboarding/approve-registration/route")).POST as Handler,
  reject: (await import("@/app/api/onboarding/reject-registration/route")).POST as Handler,
  resetPassword: (await import("@/app/api/account/reset-password/route")).POST as Handler,
  file: (await import("@/app/api/files/[...key]/route")).GET as Handler,
};

const t = useTestDb();
beforeEach(async () => {
  state.db = t.db;
  state.sessionId = null;
  await t.db.delete(rateLimits);
});

type Err = { error: { message: string; fields?: Record<string, string[]> } };
let orgSeq = 0;
/** A company organisation number nobody else has (third digit 6: a company). */
const newOrg = () => `55${6000 + (++orgSeq % 4000)}-${String(Date.now() % 10000).padStart(4, "0")}`;

async function customerWithOrg(org: string, opts: { market?: "se" | "fi" } = {}) {
  const c = await makeCustomer(t.db, { market: opts.market });
  await t.db.update(customers).set({ organisationNumber: org }).where(eq(customers.id, c.id));
  return c;
}
async function as(userId: number | null) {
  state.sessionId = userId === null ? null : (await signInAs(t.db, userId)).sessionId;
}
const sent: { recipient: string; subject?: string | null; body: string }[] = [];
const capture: Transport = {
  name: "capture",
  deliver(m) {
    sent.push(m);
    return Promise.resolve("sent");
  },
};

const activation = (customerNumber: string, org: string, over: Record<string, unknown> = {}) => ({
  CustomerNumber: customerNumber,
  OrganisationNumber: org,
  FirstName: "Anna",
  LastName: "Andersson",
  Email: `anna${Date.now()}${++orgSeq}@test.se`,
  Mobilephone: "070 123 45 67",
  AcceptTerms: true,
  PaymentResponsibility: true,
  ...over,
});

describe("activation step 1: the server's flags", () => {
  it("names each case with its own flag", async () => {
    const org = newOrg();
    const a = await customerWithOrg(org);
    const b = await customerWithOrg(org);
    const other = await customerWithOrg(newOrg());
    const verify = async (CustomerNumber: string, OrganisationNumber: string) => {
      const res = await callRoute<Record<string, boolean>>(r.verify, { body: { CustomerNumber, OrganisationNumber } });
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await verify("999999991", org)).toMatchObject({ customerNumberNotExisting: true, verified: false });
    // the entered organisation has customers, but not this one
    expect(await verify(other.customerNumber, org)).toMatchObject({ customerNumberNotMatching: true, verified: false });
    // nobody has the entered organisation number
    expect(await verify(a.customerNumber, "559999-0001")).toMatchObject({ organisationNumberNotMatching: true, verified: false });
    // digits compared: without the hyphen it matches; a company gets the company form
    expect(await verify(a.customerNumber, org.replace("-", ""))).toMatchObject({ verified: true, isPrivate: false });
    await makeUser(t.db, { customers: [{ id: a.id }] });
    expect(await verify(a.customerNumber, org)).toMatchObject({
      customerNumberAlreadyActivated: true,
      organisationNumberAlreadyActivated: false,
      verified: false,
    });
    await makeUser(t.db, { customers: [{ id: b.id }] });
    expect(await verify(a.customerNumber, org)).toMatchObject({
      customerNumberAlreadyActivated: true,
      organisationNumberAlreadyActivated: true,
    });
  });

  it("a personal organisation number gets the private form", async () => {
    const c = await customerWithOrg("800101-1234");
    const res = await callRoute<{ verified: boolean; isPrivate: boolean }>(r.verify, {
      body: { CustomerNumber: c.customerNumber, OrganisationNumber: "800101-1234" },
    });
    expect(res.body).toMatchObject({ verified: true, isPrivate: true });
  });

  it("400 for a customer number with letters and a Swedish organisation number of the wrong shape", async () => {
    const res = await callRoute<Err>(r.verify, { body: { CustomerNumber: "12a", OrganisationNumber: "12345-1234" } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.CustomerNumber).toEqual(["Kundnumret får bara innehålla siffror"]);
    const org = await callRoute<Err>(r.verify, { body: { CustomerNumber: "123", OrganisationNumber: "12345-1234" } });
    expect(org.status).toBe(400);
    expect(org.body.error.fields?.OrganisationNumber).toBeDefined();
  });

  it("is rate-limited per address (429)", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await callRoute(r.verify, { body: { CustomerNumber: "1", OrganisationNumber: "556677-8899" } })).status;
    expect(last).toBe(429);
  });
});

describe("activation", () => {
  it("requires the checkboxes and the form's fields with the spec's messages", async () => {
    const org = newOrg();
    const c = await customerWithOrg(org);
    const res = await callRoute<Err>(r.activate, {
      body: activation(c.customerNumber, org, { PaymentResponsibility: false, AcceptTerms: false, FirstName: "", Email: "nope" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      PaymentResponsibility: ["Du måste godkänna betalningsansvar"],
      AcceptTerms: ["Du måste godkänna användningsvillkoren"],
      FirstName: ["Du måste ange förnamn"],
      Email: ["Ange en korrekt epost"],
    });
    const mobile = await callRoute<Err>(r.activate, { body: activation(c.customerNumber, org, { Mobilephone: "12" }) });
    expect(mobile.status).toBe(400);
    expect(mobile.body.error.fields?.Mobilephone).toBeDefined();
    expect(await t.db.select().from(customerUsers).where(eq(customerUsers.customerId, c.id))).toHaveLength(0);
  });

  it("creates the owner and mails a one-time link that sets a working password", async () => {
    const org = newOrg();
    const c = await customerWithOrg(org);
    const body = activation(c.customerNumber, org);
    const res = await callRoute(r.activate, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = must((await t.db.select().from(users).where(eq(users.email, body.Email.toLowerCase())))[0], "the new user");
    const [m] = await t.db.select().from(customerUsers).where(eq(customerUsers.userId, user.id));
    expect(m).toMatchObject({ customerId: c.id, profile: "owner" });
    await dispatchDue(t.db, capture, 500);
    const mail = must(sent.filter((s) => s.recipient === user.email).at(-1), "the activation mail");
    const token = must(/\/reset-password\/([\w-]{43})/.exec(mail.body)?.[1], "a link in the mail");
    const set = await callRoute(r.resetPassword, { body: { token, newPassword: "Gårdsplan-2026!", confirmPassword: "Gårdsplan-2026!" } });
    expect(set.status).toBe(200);
    const [after] = await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(must(after, "user").h, "Gårdsplan-2026!")).toBe(true);
    // the link works once
    expect(
      (await callRoute(r.resetPassword, { body: { token, newPassword: "Annat-lösen-77!", confirmPassword: "Annat-lösen-77!" } })).status,
    ).toBe(400);
    // and the customer is now activated
    const again = await callRoute<Err>(r.activate, { body: activation(c.customerNumber, org) });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Organisationsnumret och kundnumret är redan aktiverade");
  });

  it("two activations at once: one owner, the other refused", async () => {
    const org = newOrg();
    const c = await customerWithOrg(org);
    const [a, b] = await Promise.all([
      callRoute(r.activate, { body: activation(c.customerNumber, org) }),
      callRoute(r.activate, { body: activation(c.customerNumber, org) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await t.db.select().from(customerUsers).where(eq(customerUsers.customerId, c.id))).toHaveLength(1);
  });
});

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function registrationForm(over: Record<string, string | null> = {}, files: Record<string, Blob | null> = {}) {
  const f = new FormData();
  const fields: Record<string, string | null> = {
    FirstName: "Per",
    LastName: "Persson",
    PersonNumber: "198001011234",
    Email: `per${Date.now()}${++orgSeq}@test.se`,
    Mobilephone: "0701234567",
    AcceptTerms: "true",
    PaymentResponsibility: "true",
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== null) f.set(k, v);
  const all: Record<string, Blob | null> = {
    ContractApplication: new File([PDF], "../../ansökan avtal.pdf", { type: "application/pdf" }),
    CopyOfIDDocuments: new File([PNG], "id.png", { type: "image/png" }),
    RegistrationCertificate: new File([PDF], "bevis.pdf", { type: "application/pdf" }),
    ...files,
  };
  for (const [k, v] of Object.entries(all)) if (v) f.set(k, v);
  return f;
}

async function register(over: Record<string, string | null> = {}) {
  const res = await callRoute<{ registrationId: number }>(r.register, { form: registrationForm(over) });
  expect(res.status).toBe(200);
  return res.body.registrationId;
}

describe("registration", () => {
  it("names every missing or bad field with the spec's messages", async () => {
    const res = await callRoute<Err>(r.register, {
      form: registrationForm(
        { FirstName: null, PersonNumber: "8001011234", Telephone: "abc" },
        { ContractApplication: null, CopyOfIDDocuments: null, RegistrationCertificate: null },
      ),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      FirstName: ["Förnamn är obligatorisk"],
      PersonNumber: ["Personnr måste bestå av 12 siffror"],
      ContractApplication: ["Du måste bifoga avtalsansökan"],
      CopyOfIDDocuments: ["Du måste bifoga kopia på ID-handlingar"],
      RegistrationCertificate: ["Du måste bifoga registreringsbevis"],
    });
    const phone = await callRoute<Err>(r.register, { form: registrationForm({ Telephone: "abc", Mobilephone: "12" }) });
    expect(phone.status).toBe(400);
    expect(phone.body.error.fields).toMatchObject({
      Telephone: ["Ange en giltig telefonnummer"],
      Mobilephone: ["Ange en giltig telefonnummer"],
    });
  });

  it("checks the attachments by content, not by name", async () => {
    const fake = new File([new TextEncoder().encode("<html>not a pdf</html>")], "avtal.pdf", { type: "application/pdf" });
    const res = await callRoute<Err>(r.register, { form: registrationForm({}, { ContractApplication: fake }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.ContractApplication).toEqual(["Bilagan måste vara en PDF-, JPEG- eller PNG-fil"]);
    expect(await t.db.select().from(registrations)).toHaveLength(0);
  });

  it("stores a pending registration whose attachments only staff read; the name is sanitised", async () => {
    const id = await register();
    const [reg] = await t.db.select().from(registrations).where(eq(registrations.id, id));
    expect(reg).toMatchObject({ status: "pending", personNumber: "198001011234", mobile: "+46701234567" });
    expect(reg?.attachmentNames.ContractApplication).toBe("ansökan avtal.pdf");
    const key = must(reg, "registration").contractApplicationKey;
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(file).toMatchObject({ visibility: "owner", ownerUserId: null, contentType: "application/pdf" });
    const params = { key: key.split("/") } as unknown as Record<string, string>;
    const fileStatus = async () =>
      (
        await r.file(new NextRequest(`http://localhost:3000/api/files/${key}`, { headers: { host: "localhost:3000" } }), {
          params: Promise.resolve(params),
        })
      ).status;
    const customer = await makeCustomer(t.db);
    await as((await makeUser(t.db, { customers: [{ id: customer.id }] })).id);
    expect(await fileStatus()).toBe(403);
    await as((await makeUser(t.db, { internal: true })).id);
    expect(await fileStatus()).toBe(200);
    // a receipt to the applicant
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "registration-received"), eq(outbox.recipient, must(reg, "r").email))),
    ).toHaveLength(1);
  });

  it("is rate-limited per address (429)", async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await callRoute(r.register, { form: registrationForm() })).status;
    expect(last).toBe(429);
  });
});

describe("staff queue", () => {
  it("signed out → 401, a customer's user → 403, for every queue call", async () => {
    const id = await register();
    const customer = await makeCustomer(t.db);
    const owner = await makeUser(t.db, { customers: [{ id: customer.id }] });
    for (const [who, status] of [
      [null, 401],
      [owner.id, 403],
    ] as const) {
      await as(who);
      expect((await callRoute(r.list, { method: "GET" })).status).toBe(status);
      expect((await callRoute(r.approve, { body: { id } })).status).toBe(status);
      expect((await callRoute(r.reject, { body: { id, reason: "Nej" } })).status).toBe(status);
    }
    expect((await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]?.status).toBe("pending");
  });

  it("approving twice at once creates one customer and one owner, told by e-mail with a set-password link", async () => {
    const id = await register();
    const staff = await makeUser(t.db, { internal: true });
    await as(staff.id);
    const list = await callRoute<{ registrations: { id: number; attachments: { url: string }[] }[] }>(r.list, { method: "GET" });
    expect(list.status).toBe(200);
    expect(list.body.registrations.find((x) => x.id === id)?.attachments).toHaveLength(3);
    const [a, b] = await Promise.all([
      callRoute<{ customerNumber: string }>(r.approve, { body: { id } }),
      callRoute<{ customerNumber: string }>(r.approve, { body: { id } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.customerNumber).toBe(b.body.customerNumber);
    const made = await t.db.select().from(customers).where(eq(customers.customerNumber, a.body.customerNumber));
    expect(made).toHaveLength(1);
    const [reg] = await t.db.select().from(registrations).where(eq(registrations.id, id));
    expect(reg).toMatchObject({ status: "approved", customerId: made[0]?.id });
    const owners = await t.db
      .select()
      .from(customerUsers)
      .where(eq(customerUsers.customerId, must(made[0], "c").id));
    expect(owners).toEqual([expect.objectContaining({ profile: "owner", userId: reg?.userId })]);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "registration-approved"), eq(outbox.recipient, must(reg, "r").email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain("/reset-password/");
    // the attachments now belong to the new user too
    const files = await t.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.key, [must(reg, "r").contractApplicationKey, must(reg, "r").copyOfIdKey]));
    expect(files.every((f) => f.ownerUserId === reg?.userId)).toBe(true);
    // rejecting an approved registration is refused
    expect((await callRoute(r.reject, { body: { id, reason: "För sent" } })).status).toBe(409);
  });

  it("rejects with a reason, e-mailed; no reason → 400; another market's registration → 404", async () => {
    const id = await register();
    const staff = await makeUser(t.db, { internal: true });
    await as(staff.id);
    const empty = await callRoute<Err>(r.reject, { body: { id, reason: " " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.reason).toEqual(["Du måste ange en anledning"]);
    expect((await callRoute(r.reject, { body: { id, reason: "Ofullständigt ID" }, fi: true })).status).toBe(404);
    expect((await callRoute(r.reject, { body: { id, reason: "Ofullständigt ID" } })).status).toBe(200);
    const [reg] = await t.db.select().from(registrations).where(eq(registrations.id, id));
    expect(reg).toMatchObject({ status: "rejected", rejectReason: "Ofullständigt ID" });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "registration-rejected"), eq(outbox.recipient, must(reg, "r").email)));
    expect(mail?.body).toContain("Ofullständigt ID");
    expect((await callRoute(r.approve, { body: { id } })).status).toBe(409);
  });
});
