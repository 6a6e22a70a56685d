import { describe, expect, it } from "vitest";
import { checkImage, clipboardImageIndex, createPasteThrottle, IMAGE_MAX_BYTES, randomPasteName } from "./image-rules";

describe("image upload rules (spec 1 §5, §9)", () => {
  it("accepts jpeg, png and jpg", () => {
    for (const type of ["image/jpeg", "image/png", "image/jpg"]) expect(checkImage({ type, size: 1 })).toBe("ok");
  });

  it("ignores other types silently", () => {
    expect(checkImage({ type: "image/gif", size: 1 })).toBe("ignore");
    expect(checkImage({ type: "application/pdf", size: 1 })).toBe("ignore");
    expect(checkImage({ type: "", size: 1 })).toBe("ignore");
  });

  it("allows at most 10485760 bytes", () => {
    expect(IMAGE_MAX_BYTES).toBe(10485760);
    expect(checkImage({ type: "image/png", size: 10485760 })).toBe("ok");
    expect(checkImage({ type: "image/png", size: 10485761 })).toBe("tooLarge");
  });

  it("a wrong type is ignored even when it is also too large", () => {
    expect(checkImage({ type: "image/gif", size: 20_000_000 })).toBe("ignore");
  });

  it("gives a pasted image a random name with the right extension", () => {
    let i = 0;
    const seq = () => [0.1, 0.5, 0.9][i++ % 3] ?? 0;
    const a = randomPasteName("image/png", seq);
    expect(a).toMatch(/^pasted-[a-z0-9]{10}\.png$/);
    expect(randomPasteName("image/jpeg")).toMatch(/\.jpg$/);
    expect(randomPasteName("image/png")).not.toBe(randomPasteName("image/png"));
  });

  it("ignores pastes within 1 second of the last one", () => {
    let now = 10_000;
    const accept = createPasteThrottle(1000, () => now);
    expect(accept()).toBe(true);
    now += 999;
    expect(accept()).toBe(false);
    now += 1; // 1000 ms after the accepted paste
    expect(accept()).toBe(true);
    now += 500;
    expect(accept()).toBe(false);
  });

  it("finds the image among clipboard items", () => {
    expect(
      clipboardImageIndex([
        { kind: "string", type: "text/plain" },
        { kind: "file", type: "image/png" },
      ]),
    ).toBe(1);
    expect(clipboardImageIndex([{ kind: "file", type: "application/pdf" }])).toBe(-1);
  });
});
