/** The HTTP SMS gateway against a local fake server: JSON and credentials sent, 2xx sent, else an error (the job retries). */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSmsTransport, smsGatewayFromEnv } from "./sms-http";
import type { Transport } from "./index";

const seen: { auth: string | undefined; body: unknown }[] = [];
let status = 200;
const server = createServer((req: IncomingMessage, res) => {
  let raw = "";
  req.on("data", (c: Buffer) => (raw += c.toString()));
  req.on("end", () => {
    seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) as unknown });
    res.writeHead(status, { "content-type": "application/json" }).end("{}");
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const mail: Transport = { name: "mail", deliver: () => Promise.resolve("held") };

describe("HTTP SMS gateway", () => {
  it("posts SMS with basic auth and hands e-mail on", async () => {
    const cfg = smsGatewayFromEnv({ SMS_GATEWAY_URL: url, SMS_GATEWAY_USER: "u", SMS_GATEWAY_PASSWORD: "p", SMS_GATEWAY_FROM: "Lantm" });
    const t = httpSmsTransport(cfg!, mail);
    await expect(t.deliver({ channel: "sms", recipient: "+46701234567", subject: null, body: "Skara: nya tider" })).resolves.toBe("sent");
    expect(seen.at(-1)).toEqual({
      auth: `Basic ${Buffer.from("u:p").toString("base64")}`,
      body: { from: "Lantm", to: "+46701234567", message: "Skara: nya tider" },
    });
    await expect(t.deliver({ channel: "email", recipient: "a@b.se", subject: "x", body: "y" })).resolves.toBe("held");
    expect(seen).toHaveLength(1);
  });
  it("fails on a non-2xx answer so the send job retries", async () => {
    status = 503;
    const t = httpSmsTransport({ url, token: "tok" }, mail);
    await expect(t.deliver({ channel: "sms", recipient: "0701234567", subject: null, body: "x" })).rejects.toThrow("503");
    expect(seen.at(-1)?.auth).toBe("Bearer tok");
    expect(smsGatewayFromEnv({})).toBeNull();
  });
});
