/** The reply side of the call contract (lib/api/contract.ts, decision 028). */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { droppedKeys, message, parseReply, ReplyContractError, replyAsSent } from "@/lib/api/contract";

const t = (key: string) => `<${key}>`;
const Z = z.object({ Title: message(), list: z.array(z.object({ ErrorMessage: message().nullable(), Name: z.string() })) });

describe("parseReply", () => {
  it("renders message() fields with the call's t and keeps other strings", () => {
    const reply = {
      Title: "timeBooking.errors.bookingError",
      list: [
        { ErrorMessage: "timeBooking.errors.bookingFailed", Name: "a.b" },
        { ErrorMessage: null, Name: "x" },
      ],
    };
    expect(parseReply(Z, reply, t, { strict: true })).toEqual({
      Title: "<timeBooking.errors.bookingError>",
      list: [
        { ErrorMessage: "<timeBooking.errors.bookingFailed>", Name: "a.b" },
        { ErrorMessage: null, Name: "x" },
      ],
    });
  });

  it("outside a call a message() field keeps its key", () => {
    expect(Z.parse({ Title: "a.b", list: [] })).toEqual({ Title: "a.b", list: [] });
  });

  it("strips unlisted keys in production, fails on them when strict", () => {
    const leaky = { Title: "a.b", list: [{ ErrorMessage: null, Name: "x", passwordHash: "secret" }], internal: 1 };
    expect(parseReply(Z, leaky, t, { strict: false })).toEqual({ Title: "<a.b>", list: [{ ErrorMessage: null, Name: "x" }] });
    expect(() => parseReply(Z, leaky, t, { strict: true })).toThrow(/list\[0\]\.passwordHash, internal/);
  });

  it("a reply that breaks its schema is a ReplyContractError (the wrapper's logged 500)", () => {
    expect(() => parseReply(Z, { Title: 1 }, t, { strict: false })).toThrow(ReplyContractError);
  });
});

describe("droppedKeys", () => {
  it("ignores undefined values and non-plain objects", () => {
    expect(droppedKeys({ a: undefined, d: new Date(0) }, { d: new Date(0) })).toEqual([]);
    expect(droppedKeys([{ a: 1, b: 2 }], [{ a: 1 }])).toEqual(["[0].b"]);
  });
});

describe("replyAsSent (a call's first answer read by its server page, decision 102)", () => {
  it("is the reply as the browser gets it: messages rendered, unlisted fields dropped, dates as strings", () => {
    const Z2 = z.object({ Title: message(), At: z.date() });
    const sent = replyAsSent(Z2, { Title: "listBooking.status.noDeliveryAssurance", At: new Date("2030-09-02T10:00:00Z"), secret: 1 }, t);
    expect(sent).toEqual({ Title: "<listBooking.status.noDeliveryAssurance>", At: "2030-09-02T10:00:00.000Z" });
  });
});
