import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver, ResolverOptions } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver, warmOn } from "./lazy-zod-resolver";

interface Values {
  name: string;
  age: string;
  items: { code: string }[];
  kind: string;
}

const schema = z
  .object({
    name: z.string().trim().min(1, "form.nameRequired"),
    age: z.string().regex(/^\d+$/, "form.ageDigits"),
    items: z.array(z.object({ code: z.string().min(2, "form.codeShort") })),
    kind: z.union([z.literal("a"), z.literal("b")], { error: "form.kind" }),
  })
  .refine((v) => v.name !== v.age, { path: ["age"], message: "form.sameAsName" });

/** zodResolver itself, typed for the form values (the schema's input is narrower than the form's). */
const plain = (o?: { mode?: "async" | "sync"; raw?: boolean }) =>
  (o ? zodResolver(schema, undefined, o as never) : zodResolver(schema)) as unknown as Resolver<Values>;

const options = (criteriaMode?: "all" | "firstError"): ResolverOptions<Values> => ({
  fields: {},
  shouldUseNativeValidation: false,
  criteriaMode,
});

const bad: Values = { name: " ", age: "x1", items: [{ code: "ok" }, { code: "x" }], kind: "c" };
const good: Values = { name: " Anna ", age: "42", items: [{ code: "ab" }], kind: "a" };

describe("lazyZodResolver", () => {
  it("returns the same errors and values as zodResolver", async () => {
    for (const mode of ["firstError", "all"] as const) {
      for (const values of [bad, good, { ...good, age: "Anna", name: "Anna" }]) {
        const lazy = lazyZodResolver<Values>(() => Promise.resolve(schema));
        const expected = await plain()(values, undefined, options(mode));
        expect(await lazy(values, undefined, options(mode))).toEqual(expected);
      }
    }
    const lazy = lazyZodResolver<Values>(() => Promise.resolve(schema));
    const result = await lazy(bad, undefined, options());
    expect(Object.keys(result.errors).sort()).toEqual(["age", "items", "kind", "name"]);
    expect(result.errors.name?.message).toBe("form.nameRequired");
    expect(result.errors.items?.[1]?.code?.message).toBe("form.codeShort");
    // the parsed (trimmed) values, as zodResolver returns them
    expect((await lazy(good, undefined, options())).values).toEqual({ ...good, name: "Anna" });
  });

  it("passes the sync and raw options through", async () => {
    const lazy = lazyZodResolver<Values>(() => Promise.resolve(schema), { mode: "sync", raw: true });
    expect(await lazy(good, undefined, options())).toEqual(await plain({ mode: "sync", raw: true })(good, undefined, options()));
    expect((await lazy(good, undefined, options())).values).toEqual(good);
  });

  it("loads the schema once, also when warmed and validated at the same time", async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const lazy = lazyZodResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    const { onFocus, onPointerDown } = warmOn(lazy);
    onFocus();
    onPointerDown();
    await Promise.all([lazy(bad, undefined, options()), lazy(good, undefined, options())]);
    await lazy(bad, undefined, options());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the load again after it failed", async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const lazy = lazyZodResolver<Values>(load);
    await expect(lazy(good, undefined, options())).rejects.toThrow("offline");
    expect((await lazy(good, undefined, options())).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
