import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, readInput } from "@/lib/api/input";

const url = "http://localhost/api/x?customerNumber=100234";

describe("reading a call's input", () => {
  it("merges query, path params and a JSON body; an empty body is {}", async () => {
    expect(await readInput(new NextRequest(url, { method: "POST", body: "" }), { id: "7" })).toEqual({ customerNumber: "100234", id: "7" });
    const req = new NextRequest(url, {
      method: "POST",
      body: JSON.stringify({ pageId: 1101 }),
      headers: { "content-type": "application/json" },
    });
    expect(await readInput(req)).toEqual({ customerNumber: "100234", pageId: 1101 });
  });

  it("reads url-encoded and multipart forms, files as File", async () => {
    const form = new FormData();
    form.set("pageId", "1101");
    form.set("UploadedImage", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    const input = await readInput(new NextRequest(url, { method: "POST", body: form }));
    expect(input.pageId).toBe("1101");
    expect(input.UploadedImage).toBeInstanceOf(File);
    expect(await readInput(new NextRequest(url, { method: "POST", body: new URLSearchParams({ pageId: "5" }) }))).toMatchObject({
      pageId: "5",
    });
  });

  it("refuses malformed JSON with 400 and an oversized body with 413, also without a content-length", async () => {
    await expect(
      readInput(new NextRequest(url, { method: "POST", body: "{nope", headers: { "content-type": "application/json" } })),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const big = new Uint8Array(MAX_BODY_BYTES + 1);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(big.subarray(0, 1 << 20));
        c.enqueue(big.subarray(1 << 20));
        c.close();
      },
    });
    const req = new NextRequest(url, {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/octet-stream" },
      duplex: "half",
    });
    expect(req.headers.get("content-length")).toBeNull();
    await expect(readInput(req)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});
