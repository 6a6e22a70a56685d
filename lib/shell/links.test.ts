import { describe, expect, it } from "vitest";
import { isExternalLink, isNoLogo, withNoLogo } from "./links";

describe("isExternalLink (spec 1 §2)", () => {
  it.each([
    ["/avtal", "starts with /"],
    ["./relative/page", "starts with ./"],
    ["#top", "starts with #"],
    ["?tab=seed", "starts with ?"],
    ["javascript:void(0)", "starts with javascript:"],
    ["mailto:kundtjanst@example.se", "starts with mailto:"],
    ["tel:+46771000000", "starts with tel:"],
  ])("%s is not external (%s)", (href) => {
    expect(isExternalLink(href)).toBe(false);
  });

  it("the scheme prefixes match in any letter case", () => {
    expect(isExternalLink("JavaScript:void(0)")).toBe(false);
    expect(isExternalLink("MAILTO:a@b.se")).toBe(false);
    expect(isExternalLink("Tel:123")).toBe(false);
  });

  it("a link containing lm2 anywhere is not external", () => {
    expect(isExternalLink("https://www.lm2.se/om-oss")).toBe(false);
    expect(isExternalLink("https://portal.example.se/page?src=lm2")).toBe(false);
    expect(isExternalLink("https://example.com/LM2/docs")).toBe(false);
    expect(isExternalLink("http://shop.example.com/lm2")).toBe(false);
  });

  it("anything else is external", () => {
    expect(isExternalLink("https://www.smhi.se/")).toBe(true);
    expect(isExternalLink("http://example.com/a?b=c")).toBe(true);
    expect(isExternalLink("www.example.com")).toBe(true);
    expect(isExternalLink("ftp://files.example.com")).toBe(true);
    expect(isExternalLink("page.html")).toBe(true);
  });

  it("empty hrefs are not external", () => {
    expect(isExternalLink("")).toBe(false);
    expect(isExternalLink(null)).toBe(false);
    expect(isExternalLink("   ")).toBe(false);
  });

  it("an absolute link to the portal's own origin is internal when the origin is given", () => {
    expect(isExternalLink("https://portal.example.se/avtal", { origin: "https://portal.example.se" })).toBe(false);
    expect(isExternalLink("https://portal.example.se/avtal")).toBe(true);
    expect(isExternalLink("https://other.example.se/avtal", { origin: "https://portal.example.se" })).toBe(true);
  });
});

describe("withNoLogo (spec 1 §2 no-logo mode)", () => {
  it("appends with ? when there is no query", () => {
    expect(withNoLogo("/avtal")).toBe("/avtal?nologo=1");
    expect(withNoLogo("https://www.example.com/x")).toBe("https://www.example.com/x?nologo=1");
  });

  it("appends with & when there is a query", () => {
    expect(withNoLogo("/avtal?tab=seed")).toBe("/avtal?tab=seed&nologo=1");
    expect(withNoLogo("/avtal?tab=seed&toggle=a123")).toBe("/avtal?tab=seed&toggle=a123&nologo=1");
  });

  it("does not double a separator when the href ends with ? or &", () => {
    expect(withNoLogo("/avtal?")).toBe("/avtal?nologo=1");
    expect(withNoLogo("/avtal?a=1&")).toBe("/avtal?a=1&nologo=1");
  });

  it("keeps the #fragment at the end", () => {
    expect(withNoLogo("/avtal#seed")).toBe("/avtal?nologo=1#seed");
    expect(withNoLogo("/avtal?tab=seed#list")).toBe("/avtal?tab=seed&nologo=1#list");
    expect(withNoLogo("https://x.example.com/p?a=1#h?x=y")).toBe("https://x.example.com/p?a=1&nologo=1#h?x=y");
  });

  it("is not appended twice", () => {
    expect(withNoLogo("/avtal?nologo=1")).toBe("/avtal?nologo=1");
    expect(withNoLogo("/avtal?a=1&nologo=1#x")).toBe("/avtal?a=1&nologo=1#x");
    expect(withNoLogo(withNoLogo("/avtal?a=1"))).toBe("/avtal?a=1&nologo=1");
  });

  it("sets an existing nologo to 1 rather than adding another", () => {
    expect(withNoLogo("/avtal?nologo=0&a=1")).toBe("/avtal?nologo=1&a=1");
    expect(withNoLogo("/avtal?nologo")).toBe("/avtal?nologo=1");
  });

  it("leaves anchors, javascript:, mailto: and tel: links alone", () => {
    expect(withNoLogo("#top")).toBe("#top");
    expect(withNoLogo("javascript:void(0)")).toBe("javascript:void(0)");
    expect(withNoLogo("mailto:a@b.se")).toBe("mailto:a@b.se");
    expect(withNoLogo("tel:123")).toBe("tel:123");
  });

  it("also applies to relative and query-only links", () => {
    expect(withNoLogo("./sida")).toBe("./sida?nologo=1");
    expect(withNoLogo("?tab=feed")).toBe("?tab=feed&nologo=1");
  });
});

describe("isNoLogo", () => {
  it("is on only for nologo=1", () => {
    expect(isNoLogo("?nologo=1")).toBe(true);
    expect(isNoLogo("a=2&nologo=1")).toBe(true);
    expect(isNoLogo(new URLSearchParams("nologo=1"))).toBe(true);
    expect(isNoLogo("?nologo=0")).toBe(false);
    expect(isNoLogo("?nologo=true")).toBe(false);
    expect(isNoLogo("")).toBe(false);
    expect(isNoLogo(null)).toBe(false);
  });
});
