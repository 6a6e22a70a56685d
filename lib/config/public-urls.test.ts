import { describe, expect, it } from "vitest";
import { allPublicOrigins, parseOrigin, publicOrigin, publicOrigins } from "./public-urls";

describe("public origins per market", () => {
  it("defaults to localhost and portal.test.fi on PORT (3000 when unset)", () => {
    expect(publicOrigin("se", {})).toBe("http://localhost:3000");
    expect(publicOrigin("fi", {})).toBe("http://portal.test.fi:3000");
    expect(publicOrigin("fi", { PORT: "3100" })).toBe("http://portal.test.fi:3100");
  });

  it("takes the first of a comma-separated list for links and keeps the others", () => {
    const env = {
      PUBLIC_URL_SE: " https://portal.example.se/ , https://www.portal.example.se",
      PUBLIC_URL_FI: "https://portal.example.fi:8443",
    };
    expect(publicOrigin("se", env)).toBe("https://portal.example.se");
    expect(publicOrigins("se", env)).toEqual(["https://portal.example.se", "https://www.portal.example.se"]);
    expect(publicOrigin("fi", env)).toBe("https://portal.example.fi:8443");
    expect(allPublicOrigins(env)).toHaveLength(3);
  });

  it("refuses anything but an http(s) origin", () => {
    expect(() => parseOrigin("portal.example.se")).toThrow(/not a URL/);
    expect(() => parseOrigin("ftp://portal.example.se")).toThrow(/http or https/);
    expect(() => parseOrigin("https://portal.example.se/path")).toThrow(/origin only/);
    expect(() => parseOrigin("https://user:pw@portal.example.se")).toThrow(/origin only/);
    expect(parseOrigin("HTTPS://Portal.Example.SE:443")).toBe("https://portal.example.se");
  });
});
