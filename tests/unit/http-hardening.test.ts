import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { readInput } from "@/lib/api/input";
import { safeReturnPath } from "@/lib/customers/schemas";
import { mapTiles, tileImageSource } from "@/lib/facilities/map-tiles";
import { contentSecurityPolicy, newNonce } from "@/lib/security/csp";
import { isProductionDeploy, secureCookies } from "@/lib/security/deploy";
import { appRoleProblems, productionEnvProblems } from "@/lib/security/production-checks";

const env = (e: Record<string, string>) => e as unknown as NodeJS.ProcessEnv;
const url = "http://localhost/api/x";

describe("content security policy (decision 021)", () => {
  it("allows scripts only by nonce with strict-dynamic, no plugins, no foreign base or framing, no eval", () => {
    const nonce = newNonce();
    const csp = contentSecurityPolicy(nonce);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) expect(csp).toContain(d);
    expect(csp).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy(nonce, { dev: true })).toContain("unsafe-eval");
  });
  it("images also from the map tile server's origin only (a {s} subdomain as a wildcard); none when tiles are off", () => {
    const nonce = newNonce();
    expect(contentSecurityPolicy(nonce)).toContain("img-src 'self' data: blob:;");
    expect(tileImageSource(mapTiles({}).url)).toBe("https://tile.openstreetmap.org");
    expect(tileImageSource("https://{s}.tiles.example.org/{z}/{x}/{y}.png")).toBe("https://*.tiles.example.org");
    expect(tileImageSource("")).toBeNull();
    expect(tileImageSource("javascript:alert(1)")).toBeNull();
    expect(tileImageSource("https://x.org; script-src *")).toBeNull();
    expect(contentSecurityPolicy(nonce, { imgSources: ["https://tile.openstreetmap.org"] })).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });
  it("a nonce is fresh each time", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("secure cookies", () => {
  it("follow https public addresses; a production deploy is secure unless it runs on localhost only", () => {
    expect(secureCookies(env({}))).toBe(false);
    expect(secureCookies(env({ PUBLIC_URL_SE: "https://portal.example.se" }))).toBe(true);
    expect(secureCookies(env({ PORTAL_PRODUCTION: "1", PUBLIC_URL_SE: "http://portal.example.se" }))).toBe(true);
    expect(
      secureCookies(env({ PORTAL_PRODUCTION: "1", PUBLIC_URL_SE: "http://localhost:3000", PUBLIC_URL_FI: "http://127.0.0.1:3000" })),
    ).toBe(false);
    expect(secureCookies(env({ PORTAL_PRODUCTION: "1" }))).toBe(true);
    expect(secureCookies(env({ SECURE_COOKIES: "1" }))).toBe(true);
    expect(secureCookies(env({ SECURE_COOKIES: "0", PORTAL_PRODUCTION: "1" }))).toBe(false);
  });
  it("production is what start-up said, else NODE_ENV", () => {
    expect(isProductionDeploy(env({ PORTAL_PRODUCTION: "0", NODE_ENV: "production" }))).toBe(false);
    expect(isProductionDeploy(env({ NODE_ENV: "production" }))).toBe(true);
    expect(isProductionDeploy(env({ NODE_ENV: "test" }))).toBe(false);
  });
});

describe("production start refuses unsafe defaults", () => {
  const good = {
    NEXTAUTH_SECRET: "x".repeat(40),
    DATABASE_URL: "postgres://app@db/portal",
    PUBLIC_URL_SE: "https://a.se",
    PUBLIC_URL_FI: "https://a.fi",
  };
  it("accepts a complete configuration", () => expect(productionEnvProblems(env(good))).toEqual([]));
  it("refuses a missing, short or example secret, demo accounts, the embedded database and missing public addresses", () => {
    expect(productionEnvProblems(env({ ...good, NEXTAUTH_SECRET: "" }))).toHaveLength(1);
    expect(productionEnvProblems(env({ ...good, NEXTAUTH_SECRET: "change-me-to-a-long-random-string" }))).toHaveLength(1);
    expect(productionEnvProblems(env({ ...good, NEXTAUTH_SECRET: "short" }))).toHaveLength(1);
    expect(productionEnvProblems(env({ ...good, SEED_DEMO: "1" }))).toHaveLength(1);
    expect(productionEnvProblems(env({ ...good, DATABASE_URL: "" }))).toHaveLength(1);
    expect(productionEnvProblems(env({ ...good, PUBLIC_URL_FI: "" }))).toHaveLength(1);
    expect(productionEnvProblems(env({ ...good, PUBLIC_URL_FI: "portal.example.fi" }))).toHaveLength(1);
    expect(productionEnvProblems(env({ ...good, PUBLIC_URL_FI: "https://a.fi/path" }))).toHaveLength(1);
    expect(productionEnvProblems(env({ ...good, PUBLIC_URL_SE: "https://a.se, https://www.a.se/" }))).toEqual([]);
  });
  it("refuses an app role with superuser or role/database creation powers", () => {
    const role = { rolname: "app", rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false };
    expect(appRoleProblems(role)).toEqual([]);
    expect(appRoleProblems({ ...role, rolsuper: true })[0]).toContain("rolsuper");
    expect(appRoleProblems({ ...role, rolcreatedb: true })).toHaveLength(1);
  });
});

describe("returnTo of the customer switcher", () => {
  it("keeps same-origin paths", () => {
    expect(safeReturnPath("/avtal/mina-avtal?tab=seed#x")).toBe("/avtal/mina-avtal?tab=seed#x");
    expect(safeReturnPath("/")).toBe("/");
  });
  it.each([
    "/\t/evil.example/x",
    "/\n/evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/\r\n/evil.example",
    "",
    null,
    "evil",
  ])("sends %j home", (v) => expect(safeReturnPath(v)).toBe("/"));
});

describe("body limits", () => {
  const post = (bytes: number, type = "application/json") =>
    new NextRequest(url, { method: "POST", body: "x".repeat(bytes), headers: { "content-type": type } });
  it("a JSON call reads at most 64 KB by default", async () => {
    await expect(readInput(post(64 * 1024 + 1))).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
  it("an upload declares its own limit and message", async () => {
    const limit = { maxBytes: 200_000, tooLarge: "upload.image.tooLarge" };
    const form = new FormData();
    form.set("f", new File([new Uint8Array(100_000)], "a.png"));
    await expect(readInput(new NextRequest(url, { method: "POST", body: form }), {}, limit)).resolves.toHaveProperty("f");
    await expect(readInput(post(200_001, "multipart/form-data; boundary=x"), {}, limit)).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "upload.image.tooLarge",
    });
  });
});
