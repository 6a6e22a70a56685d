import { describe, expect, it } from "vitest";
import {
  activationFlags,
  detectAttachmentType,
  flagMessages,
  isPrivateOrgNumber,
  isVerified,
  marketFieldErrors,
  sanitizeFileName,
} from "./rules";

const facts = (over: Partial<Parameters<typeof activationFlags>[1]> = {}) => ({
  customer: { organisationNumber: "556677-8899", hasUsers: false },
  orgKnown: true,
  orgAllActivated: false,
  ...over,
});

describe("activation flags (spec 1 §8)", () => {
  it("one flag per case, digits compared", () => {
    expect(isVerified(activationFlags("5566778899", facts()))).toBe(true);
    expect(activationFlags("556677-8899", facts({ customer: null })).customerNumberNotExisting).toBe(true);
    expect(activationFlags("551111-2222", facts()).customerNumberNotMatching).toBe(true);
    expect(activationFlags("551111-2222", facts({ orgKnown: false })).organisationNumberNotMatching).toBe(true);
    const one = activationFlags("556677-8899", facts({ customer: { organisationNumber: "556677-8899", hasUsers: true } }));
    expect(one).toMatchObject({ customerNumberAlreadyActivated: true, organisationNumberAlreadyActivated: false });
    expect(flagMessages(one)).toEqual(["onboarding.flags.customerNumberAlreadyActivated"]);
    const both = activationFlags(
      "556677-8899",
      facts({ customer: { organisationNumber: "556677-8899", hasUsers: true }, orgAllActivated: true }),
    );
    expect(flagMessages(both)).toEqual(["onboarding.flags.organisationNumberAlreadyActivated"]);
  });
});

describe("forms and fields", () => {
  it("a Swedish personal organisation number gets the private form; Finnish ids never", () => {
    expect(isPrivateOrgNumber("se", "800101-1234")).toBe(true);
    expect(isPrivateOrgNumber("se", "5566778899")).toBe(false);
    expect(isPrivateOrgNumber("fi", "1234567-8")).toBe(false);
  });
  it("market rules: Swedish org number shape, mobile and phone", () => {
    expect(marketFieldErrors("se", { OrganisationNumber: "12345-1234" })).toHaveProperty("OrganisationNumber");
    expect(marketFieldErrors("fi", { OrganisationNumber: "1234567-8" })).toEqual({});
    expect(marketFieldErrors("se", { Mobilephone: "070 123 45 67", Telephone: "08-123" })).toEqual({
      Telephone: ["validation.phone.valid"],
    });
  });
  it("file names lose paths and odd characters; types come from the content", () => {
    expect(sanitizeFileName("../../etc/pass<wd>.pdf", "x.pdf")).toBe("pass_wd_.pdf");
    expect(sanitizeFileName("", "x.pdf")).toBe("x.pdf");
    expect(detectAttachmentType(new TextEncoder().encode("%PDF-1.7"))?.contentType).toBe("application/pdf");
    expect(detectAttachmentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe("image/jpeg");
    expect(detectAttachmentType(new TextEncoder().encode("<html>"))).toBeNull();
  });
});
