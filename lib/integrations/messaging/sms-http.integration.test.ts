/**
 * The HTTP SMS gateway through the outbox and its send jobs, against a local fake provider started
 * here (issue 13 §2 "Retries never send one notice twice"): a failed attempt is retried and sent
 * once; a lost answer (the provider got it, the portal timed out) is retried with the same
 * reference, which the provider recognises; racing dispatchers send each SMS once.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "@/db/schema";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { dispatchDue, enqueueMessage, localTransport } from "./index";
import { httpSmsTransport } from "./sms-http";

const t = useTestDb();

/** A provider that dedupes by Idempotency-Key, as real SMS APIs do; `plan` scripts its next answers. */
const requests: { key: string | undefined; to: string; reference: string }[] = [];
const phone: string[] = [];
let plan: ("fail" | "slow")[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let raw = "";
  req.on("data", (c: Buffer) => (raw += c.toString()));
  req.on("end", () => {
    const body = JSON.parse(raw) as { to: string; message: string; reference: string };
    const key = req.headers["idempotency-key"] as string | undefined;
    requests.push({ key, to: body.to, reference: body.reference });
    const step = plan.shift();
    if (step === "fail") return void res.writeHead(503).end();
    if (!key || !phone.includes(key)) phone.push(key ?? body.message);
    if (step === "slow") return void setTimeout(() => res.writeHead(200).end("{}"), 400);
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  requests.length = 0;
  phone.length = 0;
  plan = [];
});

const gateway = () => httpSmsTransport({ url, token: "tok", timeoutMs: 150 }, localTransport);
const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
async function sms(recipient: string): Promise<number> {
  const id = await enqueueMessage(t.db, { channel: "sms", kind: "facility-hours-changed", recipient, body: "Nya tider" });
  if (id === null) throw new Error("the SMS was not queued");
  return id;
}
const row = async (id: number) => must((await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]);

describe("HTTP SMS gateway through the send jobs", () => {
  it("a refused attempt (503) is retried and the SMS sent once; later passes send nothing", async () => {
    const id = await sms("+46701110001");
    plan = ["fail"];
    await dispatchDue(t.db, gateway());
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "SMS gateway answered 503" });
    await dispatchDue(t.db, gateway(), 50, {}, later(60));
    expect(await row(id)).toMatchObject({ status: "sent" });
    await dispatchDue(t.db, gateway(), 50, {}, later(120));
    expect(requests.map((r) => r.key)).toEqual([`outbox:${id}`, `outbox:${id}`]);
    expect(phone).toEqual([`outbox:${id}`]);
  });

  it("a lost answer (timeout after the provider took it) is retried with the same reference: one SMS reaches the phone", async () => {
    const id = await sms("+46701110002");
    plan = ["slow"];
    await dispatchDue(t.db, gateway());
    expect((await row(id)).status).toBe("pending");
    await dispatchDue(t.db, gateway(), 50, {}, later(60));
    expect((await row(id)).status).toBe("sent");
    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((r) => r.reference))).toEqual(new Set([`outbox:${id}`]));
    expect(phone).toEqual([`outbox:${id}`]);
  });

  it("racing dispatchers send each of 12 SMS exactly once", async () => {
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await sms(`+4670111${String(i).padStart(4, "0")}`));
    await Promise.all(Array.from({ length: 4 }, () => dispatchDue(t.db, gateway(), 50, {}, later(180))));
    expect(requests).toHaveLength(12);
    expect(phone.sort()).toEqual(ids.map((i) => `outbox:${i}`).sort());
  });
});
