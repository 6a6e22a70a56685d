/**
 * The upload call's bad-input replies, through the real route wrapper: every refusal is a 4xx
 * JSON error in the usual shape, never a 500. (The stored-image path is covered by
 * lib/profile/avatar.integration.test.ts.) The session and database are stubbed: none of
 * these requests reaches the database.
 */
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_IMAGE_BYTES } from "@/lib/files/image";
import { MARKET_HEADER } from "@/lib/market";
import { parseReply, type ErrorReply } from "@/tests/support/reply";

vi.mock("@/lib/auth/current", () => ({ getRequestActor: vi.fn() }));
vi.mock("@/db", () => ({ getDb: () => Promise.resolve({}) }));

const { getRequestActor } = await import("@/lib/auth/current");
const { POST } = await import("./route");

const URL_ = "http://portal.test/api/profile/user-upload-avatar";
const SAME_ORIGIN = { host: "portal.test", origin: "http://portal.test" };
const params = { params: Promise.resolve({}) };

function post(body?: BodyInit, headers: Record<string, string> = {}) {
  return POST(new NextRequest(URL_, { method: "POST", body, headers: { ...SAME_ORIGIN, ...headers } }), params);
}

function form(fields: Record<string, string | Blob>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

function png(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], "me.png", { type: "image/png" });
}

async function errorOf(res: Response) {
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  return parseReply<ErrorReply>(await res.text()).error;
}

beforeEach(() => {
  vi.mocked(getRequestActor).mockResolvedValue({
    userId: 1,
    username: "u",
    name: "U",
    email: "u@test.se",
    homeMarket: "se",
    avatarUrl: null,
    sessionId: "s",
    roles: {} as never,
    activeCustomerNumber: null,
    actingCustomerNumber: null,
  });
});

describe("POST /api/profile/user-upload-avatar refusals", () => {
  it.each([
    ["an empty body", () => post()],
    ["an empty JSON object", () => post("{}", { "content-type": "application/json" })],
    ["a form without the file", () => post(form({ extra: "1" }))],
    ["a string instead of a file", () => post(form({ UploadedImage: "me.png" }))],
    ["an empty file (no file chosen)", () => post(form({ UploadedImage: new File([], "") }))],
  ])("%s: 400 on the UploadedImage field", async (_, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.fields).toEqual({ UploadedImage: ["Välj en bild att ladda upp."] });
  });

  it("a file over 10 MB: 413 with the spec's message", async () => {
    const res = await post(form({ UploadedImage: png(MAX_IMAGE_BYTES + 1), extra: "x" }));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Filen är för stor, max 10MB" });
  });

  it("a text file named .png: 415", async () => {
    const res = await post(form({ UploadedImage: new File(["hello"], "me.png", { type: "image/png" }) }));
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Endast bilder i formaten JPEG och PNG kan laddas upp.",
    });
  });

  it("a body that is not valid multipart: 400", async () => {
    const res = await post("--nope\r\n", { "content-type": "multipart/form-data; boundary=xyz" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("BAD_REQUEST");
  });

  it("the Finnish site answers in Finnish; a market header of the client's own is ignored", async () => {
    const fi = { host: "portal.test.fi", origin: "http://portal.test.fi" };
    const res = await POST(
      new NextRequest("http://portal.test.fi/api/profile/user-upload-avatar", {
        method: "POST",
        body: form({ UploadedImage: png(MAX_IMAGE_BYTES + 1) }),
        headers: fi,
      }),
      params,
    );
    expect((await errorOf(res)).message).toBe("Tiedosto on liian suuri, enintään 10 Mt");
    const forged = await post(form({ UploadedImage: png(MAX_IMAGE_BYTES + 1) }), { [MARKET_HEADER]: "fi" });
    expect((await errorOf(forged)).message).toBe("Filen är för stor, max 10MB");
  });

  it("signed out: 401", async () => {
    vi.mocked(getRequestActor).mockResolvedValue(null);
    const res = await post(form({ UploadedImage: png(100) }));
    expect(res.status).toBe(401);
  });
});
