import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { checkWith, isBlank, optional, required, textField } from "./field";
import { mobileSE, phoneSE } from "./phone";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);

const digits = checkWith(
  (s) => s,
  (s) => /^\d+$/.test(s),
);
const DIGITS = { required: "validation.test.required", valid: "validation.test.valid" };

describe("isBlank", () => {
  it("treats undefined, null and white-space strings as nothing entered", () => {
    for (const v of [undefined, null, "", " ", "\t\n "]) expect(isBlank(v)).toBe(true);
    for (const v of ["0", " a ", 0, false, [], {}]) expect(isBlank(v)).toBe(false);
  });
});

describe("optional(schema)", () => {
  const schema = optional(z.string().regex(/^\d+$/, { error: "validation.test.valid" }));

  it("turns an empty string, white space, null and undefined into undefined", () => {
    for (const v of ["", "   ", null, undefined]) expect(schema.parse(v)).toBeUndefined();
  });
  it("lets an object leave the key out, and keeps the inner schema's message for a bad value", () => {
    const o = z.object({ n: schema });
    expect(o.parse({})).toEqual({});
    expect(issues(o.safeParse({ n: "x1" }))).toEqual(["n:validation.test.valid"]);
    expect(o.parse({ n: "12" })).toEqual({ n: "12" });
  });
});

describe("required(schema, message)", () => {
  it("fails an empty value with the given message and passes others to the schema", () => {
    const schema = z.object({ n: required(z.string().regex(/^\d+$/, { error: "validation.test.valid" }), "validation.test.required") });
    for (const n of ["", "  ", null, undefined]) expect(issues(schema.safeParse({ n }))).toEqual(["n:validation.test.required"]);
    expect(issues(schema.safeParse({}))).toEqual(["n:validation.test.required"]);
    expect(issues(schema.safeParse({ n: "x" }))).toEqual(["n:validation.test.valid"]);
    expect(schema.parse({ n: "7" })).toEqual({ n: "7" });
  });
  it("uses the generic required key by default", () => {
    expect(issues(required(z.string()).safeParse(""))).toEqual([":validation.generic.required"]);
  });
  it("makes any optional-friendly field required", () => {
    expect(issues(required(phoneSE(), "validation.phone.required").safeParse(""))).toEqual([":validation.phone.required"]);
    expect(required(phoneSE()).parse("08 123 456")).toBe("+468123456");
  });
});

describe("textField", () => {
  it("trims before checking, and reports the check's message key", () => {
    const schema = textField(digits, DIGITS, { required: true }, false);
    expect(schema.parse("  42 ")).toBe("42");
    expect(issues(schema.safeParse("4 2"))).toEqual([":validation.test.valid"]);
  });
  it("is required or optional-friendly by the option, else by the field's default", () => {
    expect(textField(digits, DIGITS, undefined, false).parse("")).toBeUndefined();
    expect(issues(textField(digits, DIGITS, undefined, true).safeParse(""))).toEqual([":validation.test.required"]);
    expect(issues(textField(digits, DIGITS, { required: true }, false).safeParse(" "))).toEqual([":validation.test.required"]);
    expect(textField(digits, DIGITS, { required: false }, true).parse(" ")).toBeUndefined();
  });
  it("a non-string value is invalid, not missing", () => {
    expect(issues(textField(digits, DIGITS, { required: true }, true).safeParse(12))).toEqual([":validation.test.valid"]);
  });
  it("takes a form's own message keys", () => {
    const schema = textField(digits, DIGITS, { required: true, messages: { required: "form.x.missing", valid: "form.x.bad" } }, false);
    expect(issues(schema.safeParse(""))).toEqual([":form.x.missing"]);
    expect(issues(schema.safeParse("a"))).toEqual([":form.x.bad"]);
  });
  it("an optional-friendly field gives undefined for any blank value and checks anything else (property)", () => {
    const schema = textField(digits, DIGITS, undefined, false);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(" ", "\t", "1", "a") }), (s) => {
        const r = schema.safeParse(s);
        if (s.trim() === "") return r.success && r.data === undefined;
        return r.success === /^\d+$/.test(s.trim());
      }),
    );
  });
});

describe("field types", () => {
  it("required fields output T, optional-friendly ones T | undefined", () => {
    expectTypeOf<z.output<ReturnType<typeof phoneSE<object>>>>().toEqualTypeOf<string | undefined>();
    const req = phoneSE({ required: true });
    expectTypeOf((v: unknown) => req.parse(v)).returns.toEqualTypeOf<string>();
    const mob = mobileSE();
    expectTypeOf((v: unknown) => mob.parse(v)).returns.toEqualTypeOf<string>();
    const mobOpt = mobileSE({ required: false });
    expectTypeOf((v: unknown) => mobOpt.parse(v)).returns.toEqualTypeOf<string | undefined>();
    const form = z.object({ phone: phoneSE(), mobile: mobileSE() });
    expectTypeOf((v: unknown) => form.parse(v)).returns.toEqualTypeOf<{ phone?: string | undefined; mobile: string }>();
    expectTypeOf<z.input<typeof form>>().toEqualTypeOf<{ phone?: string | null | undefined; mobile: string | null | undefined }>();
  });
});
