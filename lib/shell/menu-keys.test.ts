import { afterEach, describe, expect, it, vi } from "vitest";
import { debounce, nextFocusIndex, settingsPanelMaxHeight } from "./menu-keys";

describe("menu keyboard movement", () => {
  it("arrow keys move and wrap; Home/End jump", () => {
    expect(nextFocusIndex("ArrowDown", -1, 3)).toBe(0);
    expect(nextFocusIndex("ArrowDown", 2, 3)).toBe(0);
    expect(nextFocusIndex("ArrowUp", 0, 3)).toBe(2);
    expect(nextFocusIndex("ArrowUp", -1, 3)).toBe(2);
    expect(nextFocusIndex("Home", 2, 3)).toBe(0);
    expect(nextFocusIndex("End", 0, 3)).toBe(2);
    expect(nextFocusIndex("ArrowRight", 0, 3)).toBeNull();
    expect(nextFocusIndex("ArrowRight", 0, 3, { orientation: "horizontal" })).toBe(1);
    expect(nextFocusIndex("ArrowLeft", 0, 3, { orientation: "horizontal" })).toBe(2);
    expect(nextFocusIndex("ArrowDown", 0, 0)).toBeNull();
  });
});

describe("settings panel height (spec 1 §2)", () => {
  it("is the window height minus 50", () => {
    expect(settingsPanelMaxHeight(800)).toBe(750);
    expect(settingsPanelMaxHeight(30)).toBe(0);
  });
});

describe("debounce (resize, 100 ms)", () => {
  afterEach(() => vi.useRealTimers());
  it("runs once after the calls stop", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    d(2);
    vi.advanceTimersByTime(99);
    d(3);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3);
  });
});
