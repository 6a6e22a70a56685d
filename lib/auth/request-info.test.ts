import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp, installPeerStamp, normalizeIp, PEER_HEADER, peerAddress, trustedProxyHops } from "./request-info";

const headers = (h: Record<string, string>) => (n: string) => h[n] ?? null;

describe("client address without a stamp (no server process hook)", () => {
  it("never believes X-Real-IP or X-Forwarded-For, nor a client's own x-portal-peer", () => {
    const forged = headers({ "x-real-ip": "6.6.6.6", "x-forwarded-for": "7.7.7.7", [PEER_HEADER]: "guess 8.8.8.8" });
    expect(clientIp(forged, {})).toBe("unknown");
  });
});

describe("client address from the socket (the stamp instrumentation.ts installs)", () => {
  let server: http.Server;
  let port = 0;
  let seen: Record<string, string | string[] | undefined>[] = [];

  beforeAll(async () => {
    // created before the stamp is installed, as Next creates its server before instrumentation runs
    server = http.createServer((req, res) => {
      seen.push({ ...req.headers });
      res.end("ok");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
    installPeerStamp([http.Server, https.Server]);
    installPeerStamp([http.Server, https.Server]); // idempotent
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const call = (h: Record<string, string>) =>
    new Promise<Record<string, string | string[] | undefined>>((done, fail) => {
      seen = [];
      http
        .get({ host: "127.0.0.1", port, path: "/", headers: h }, (res) => {
          res.resume();
          res.on("end", () => {
            const headers = seen[0];
            if (headers) done(headers);
            else fail(new Error("the server saw no request"));
          });
        })
        .on("error", fail);
    });
  const get = (h: Record<string, string | string[] | undefined>) => (n: string) => {
    const v = h[n];
    return Array.isArray(v) ? v.join(",") : (v ?? null);
  };

  it("overwrites a forged stamp and ignores forwarded headers with TRUSTED_PROXIES unset (0)", async () => {
    const h = await call({ "x-forwarded-for": "7.7.7.7", "x-real-ip": "6.6.6.6", [PEER_HEADER]: "forged 8.8.8.8" });
    expect(peerAddress(get(h))).toBe("127.0.0.1");
    expect(clientIp(get(h), {})).toBe("127.0.0.1");
    expect(clientIp(get(h), { TRUSTED_PROXIES: "0" })).toBe("127.0.0.1");
  });

  it("with N trusted proxies takes the Nth address from the right of X-Forwarded-For", async () => {
    const h = await call({ "x-forwarded-for": "1.1.1.1, 203.0.113.9, 10.0.0.2" });
    expect(clientIp(get(h), { TRUSTED_PROXIES: "1" })).toBe("10.0.0.2");
    expect(clientIp(get(h), { TRUSTED_PROXIES: "2" })).toBe("203.0.113.9");
    // fewer entries than hops: the outermost one
    expect(clientIp(get(h), { TRUSTED_PROXIES: "5" })).toBe("1.1.1.1");
    // no header at all behind a proxy: the socket
    expect(clientIp(get(await call({})), { TRUSTED_PROXIES: "1" })).toBe("127.0.0.1");
  });
});

describe("parsing", () => {
  it("TRUSTED_PROXIES is a whole number, else 0", () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXIES: "2" })).toBe(2);
    expect(trustedProxyHops({ TRUSTED_PROXIES: "true" })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXIES: "-1" })).toBe(0);
  });

  it("addresses: mapped IPv4, ports and brackets removed; garbage refused", () => {
    expect(normalizeIp("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeIp("203.0.113.9:5123")).toBe("203.0.113.9");
    expect(normalizeIp("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeIp("2001:db8::1")).toBe("2001:db8::1");
    expect(normalizeIp("evil<script>")).toBeNull();
    expect(normalizeIp("")).toBeNull();
  });
});
