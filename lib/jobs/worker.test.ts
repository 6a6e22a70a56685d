import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { pause } from "./worker";

describe("the worker's pause", () => {
  it("leaves no abort listener behind when it ends by itself (MaxListenersExceededWarning after 11 passes)", async () => {
    const stop = new AbortController();
    for (let i = 0; i < 12; i++) await pause(1, stop.signal);
    expect(getEventListeners(stop.signal, "abort")).toHaveLength(0);
  });
  it("ends at once on abort", async () => {
    const stop = new AbortController();
    const t = Date.now();
    const p = pause(60_000, stop.signal);
    stop.abort();
    await p;
    expect(Date.now() - t).toBeLessThan(1_000);
  });
});
