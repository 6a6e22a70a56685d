import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { errorResponse } from "@/lib/api/handler";
import { AppError } from "@/lib/api/errors";
import { getT } from "@/lib/i18n/instance";
import { parseReply, type ErrorReply } from "@/tests/support/reply";

const ctx = { t: getT("sv"), requestId: "req-1" };

describe("API error replies", () => {
  it("zod failures become 400 with translated per-field messages", async () => {
    const schema = z.object({ newPassword: z.string({ error: "account.password.allRequired" }), n: z.number() });
    const err = schema.safeParse({ n: "x" }).error!;
    const res = errorResponse(err, ctx);
    expect(res.status).toBe(400);
    const body = parseReply<ErrorReply>(await res.text());
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.fields?.newPassword).toEqual(["Du måste fylla i alla fälten för att kunna byta lösenord"]);
    expect(body.error.fields?.n).toEqual(["Värdet är inte giltigt."]);
    expect(body.error.requestId).toBe("req-1");
  });

  it.each([
    ["UNAUTHORIZED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["RATE_LIMITED", 429],
  ] as const)("%s maps to %i", async (code, status) => {
    const res = errorResponse(new AppError(code), ctx);
    expect(res.status).toBe(status);
    expect(parseReply<ErrorReply>(await res.text()).error.code).toBe(code);
  });

  it("unknown errors become a 500 without details or stack", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = errorResponse(new Error("relation users does not exist at /srv/secret.ts:12"), ctx);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret");
    expect(text).not.toContain("relation");
    expect(parseReply<ErrorReply>(text).error.message).toBe("Ett fel uppstod. Försök igen senare.");
  });
});
