import { describe, expect, it } from "vitest";
import { acceptsOnlyImages, canPreview, checkFiles, formatFileSize, isAcceptedType, MB, summarizeErrors } from "./file-rules";

const f = (name: string, size = 1000, type = "image/png") => ({ name, size, type });

describe("file widget rules (spec 1 §5, §8, §9)", () => {
  it("a megabyte is 1000 × 1000 bytes", () => {
    expect(MB).toBe(1_000_000);
  });

  it("refuses more files than the limit, keeping the first ones", () => {
    const r = checkFiles([f("a.png")], [f("b.png"), f("c.png"), f("d.png")], { limit: 2 });
    expect(r.accepted.map((x) => x.name)).toEqual(["b.png"]);
    expect(r.errors).toEqual([
      { code: "limit", name: "c.png", limit: 2 },
      { code: "limit", name: "d.png", limit: 2 },
    ]);
    expect(summarizeErrors(r.errors)).toHaveLength(1);
  });

  it("refuses a type that is not allowed", () => {
    const r = checkFiles([], [f("a.pdf", 10, "application/pdf"), f("b.jpg", 10, "image/jpeg")], { accept: ["image/*"] });
    expect(r.accepted.map((x) => x.name)).toEqual(["b.jpg"]);
    expect(r.errors).toEqual([{ code: "type", name: "a.pdf" }]);
  });

  it("matches MIME types, wildcards and extensions", () => {
    expect(isAcceptedType(f("x.PDF", 1, ""), [".pdf"])).toBe(true);
    expect(isAcceptedType(f("x.png", 1, "image/png"), ["image/jpeg"])).toBe(false);
    expect(isAcceptedType(f("x.png", 1, "image/png"), ["image/jpeg", "image/png"])).toBe(true);
    expect(isAcceptedType(f("x.txt", 1, "text/plain"), [])).toBe(true);
    expect(acceptsOnlyImages(["image/*", ".jpg"])).toBe(true);
    expect(acceptsOnlyImages(["image/*", ".pdf"])).toBe(false);
  });

  it("refuses a file over the per-file size (decimal MB)", () => {
    const r = checkFiles([], [f("ok.png", 2 * MB), f("big.png", 2 * MB + 1)], { fileMaxSize: 2 });
    expect(r.accepted.map((x) => x.name)).toEqual(["ok.png"]);
    expect(r.errors).toEqual([{ code: "fileSize", name: "big.png", fileMaxSize: 2 }]);
  });

  it("refuses files that would take the total over the limit", () => {
    const r = checkFiles([f("a.png", 3 * MB)], [f("b.png", 1 * MB), f("c.png", 2 * MB)], { maxSize: 5 });
    expect(r.accepted.map((x) => x.name)).toEqual(["b.png"]);
    expect(r.errors).toEqual([{ code: "totalSize", name: "c.png", maxSize: 5 }]);
  });

  it("refuses a folder", () => {
    const r = checkFiles([], [{ name: "photos", size: 0, type: "", isFolder: true }], {});
    expect(r.accepted).toEqual([]);
    expect(r.errors).toEqual([{ code: "folder", name: "photos" }]);
  });

  it("refuses duplicates (same name and size) unless allowed", () => {
    const held = [f("a.png", 100)];
    expect(checkFiles(held, [f("a.png", 100)], {}).errors).toEqual([{ code: "duplicate", name: "a.png" }]);
    expect(checkFiles([], [f("a.png", 100), f("a.png", 100)], {}).accepted).toHaveLength(1);
    expect(checkFiles(held, [f("a.png", 101)], {}).accepted).toHaveLength(1);
    expect(checkFiles(held, [f("a.png", 100)], { allowDuplicates: true }).accepted).toHaveLength(1);
  });

  it("previews images up to 10 MB only", () => {
    expect(canPreview(f("a.png", 10 * MB))).toBe(true);
    expect(canPreview(f("a.png", 10 * MB + 1))).toBe(false);
    expect(canPreview(f("a.pdf", 10, "application/pdf"))).toBe(false);
  });

  it("shows sizes in steps of 1000", () => {
    expect(formatFileSize(999)).toBe("999 B");
    expect(formatFileSize(1500, "en-US")).toBe("1.5 kB");
    expect(formatFileSize(2_500_000, "sv-SE")).toBe("2,5 MB");
    expect(formatFileSize(1_000_000, "fi-FI")).toBe("1 MB");
  });
});
