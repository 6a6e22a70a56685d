/**
 * Requests and replies of the machine calls (spec 1 §3 Machine, §5 Add machine, §7 "Addresses and
 * machines", "Avatars"; spec 2 §7 Workshop). Field names as the spec; messages are translation
 * keys. The add-machine form validates with `ZNewMachine` too (the same messages on both sides).
 */
import { z } from "zod";
import { optional, required } from "@/lib/validation/field";
import { customerNumber } from "@/lib/validation/customer-number";
import { swedishDate } from "@/lib/validation/date";
import { regNumber, vin } from "@/lib/validation/vehicle";
import { hasValidCheckDigit, normaliseId } from "./vin";

export const MACHINE_MESSAGES = {
  type: "machines.validation.type",
  brand: "machines.validation.brand",
  model: "machines.validation.model",
  vinCheckDigit: "machines.validation.vinCheckDigit",
  machineId: "machines.validation.machineId",
  categoryKey: "machines.validation.categoryKey",
  machineDataType: "machines.validation.machineDataType",
  workshop: "machines.validation.workshop",
  preferredDate: "machines.validation.preferredDate",
  description: "machines.validation.description",
  city: "machines.validation.city",
  newStarValue: "machines.validation.newStarValue",
} as const;
const M = MACHINE_MESSAGES;

const KEY = /^[A-Z0-9_]{1,40}$/;

/** A catalog choice: the key as text, or the spec's { Id, Key, Name } object. */
const catalogKey = (message: string) =>
  required(
    z.unknown().transform((v, ctx) => {
      const raw = typeof v === "object" && v !== null && "Key" in v ? v.Key : v;
      const s = typeof raw === "string" ? raw.trim().toUpperCase() : "";
      if (!KEY.test(s)) {
        ctx.addIssue({ code: "custom", message, input: v });
        return z.NEVER;
      }
      return s;
    }),
    message,
  );

/** A row id: a positive whole number given as a number or digits. */
export const rowId = (message: string) =>
  required(
    z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
      const s = String(v).trim();
      const n = /^[1-9]\d{0,9}$/.test(s) ? Number(s) : NaN;
      if (!Number.isSafeInteger(n) || n > 2_147_483_647) {
        ctx.addIssue({ code: "custom", message, input: v });
        return z.NEVER;
      }
      return n;
    }),
    message,
  );

/** The machine the add-machine form describes (spec 1 §5 "Add machine"). */
export const ZNewMachine = z.object({
  MachineType: catalogKey(M.type),
  MachineBrand: catalogKey(M.brand),
  MachineModel: catalogKey(M.model),
  SerialNumber: vin().transform(normaliseId).refine(hasValidCheckDigit, { message: M.vinCheckDigit }),
  RegisteringNumber: regNumber().transform((v) => (v === undefined ? undefined : normaliseId(v))),
});
export type TNewMachine = z.output<typeof ZNewMachine>;
export type TNewMachineInput = z.input<typeof ZNewMachine>;

/** POST /api/add-machine/create: newMachine (JSON text, as the legacy form posted it, or an object). */
export const ZCreateMachineRequest = z.object({
  newMachine: z.preprocess((v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, ZNewMachine),
  customerNumber: customerNumber({ required: false }),
});
export const ZCreateMachineResponse = z.object({ isSaved: z.literal(true), machineId: z.number() });
export type TCreateMachineResponse = z.infer<typeof ZCreateMachineResponse>;

const DATA_TYPES: Record<string, "type" | "brand" | "model"> = {
  type: "type",
  machinetype: "type",
  brand: "brand",
  machinebrand: "brand",
  model: "model",
  machinemodel: "model",
};

/** GET /api/add-machine/machine-sub-categories: machineDataType, type, brand. */
export const ZSubCategoriesRequest = z
  .object({
    machineDataType: required(
      z.string().transform((v, ctx) => {
        const level = DATA_TYPES[v.trim().toLowerCase()];
        if (!level) {
          ctx.addIssue({ code: "custom", message: M.machineDataType, input: v });
          return z.NEVER;
        }
        return level;
      }),
      M.machineDataType,
    ),
    type: optional(z.string().transform((s) => s.trim().toUpperCase())),
    brand: optional(z.string().transform((s) => s.trim().toUpperCase())),
  })
  .superRefine((v, ctx) => {
    if (v.machineDataType !== "type" && !v.type) ctx.addIssue({ code: "custom", path: ["type"], message: M.type });
    if (v.machineDataType === "model" && !v.brand) ctx.addIssue({ code: "custom", path: ["brand"], message: M.brand });
  });
const ZSubCategory = z.object({ Value: z.string(), Text: z.string() });
export const ZSubCategoriesResponse = z.object({ machineSubCategories: z.array(ZSubCategory) });
export type TSubCategory = z.infer<typeof ZSubCategory>;
export type TSubCategoriesResponse = z.infer<typeof ZSubCategoriesResponse>;

export const ZMachineIdRequest = z.object({ machineId: rowId(M.machineId) });

export const ZRemoveMachineResponse = z.object({ isRemoved: z.literal(true) });
export const ZEngineHoursResponse = z.object({ engineHours: z.number().nullable(), engineHoursAt: z.string().nullable() });
export type TEngineHoursResponse = z.infer<typeof ZEngineHoursResponse>;

/** GET /api/book-service/get-machine-by-category: categoryKey (a machine type key). */
export const ZMachinesByCategoryRequest = z.object({
  categoryKey: catalogKey(M.categoryKey),
  customerNumber: customerNumber({ required: false }),
});
const ZBookableMachine = z.object({
  id: z.number(),
  modelName: z.string(),
  serialNumber: z.string(),
  registerNumber: z.string().nullable(),
});
export const ZMachinesByCategoryResponse = z.array(ZBookableMachine);
export type TBookableMachine = z.infer<typeof ZBookableMachine>;

/** POST /api/book-service/book (not named in the spec: the book-service form's submit). */
export const ZBookServiceRequest = z.object({
  machineId: rowId(M.machineId),
  workshopId: rowId(M.workshop),
  preferredDate: swedishDate({ required: true, messages: { required: M.preferredDate, valid: M.preferredDate } }),
  description: required(
    z.string().transform((s, ctx) => {
      const t = s.trim();
      if (t.length > 1000) {
        ctx.addIssue({ code: "custom", message: M.description, input: s });
        return z.NEVER;
      }
      return t;
    }),
    M.description,
  ),
});
export type TBookServiceInput = z.input<typeof ZBookServiceRequest>;
export const ZBookServiceResponse = z.object({ isBooked: z.literal(true), bookingId: z.number() });

/** POST /api/workshop/setstar: city, newStarValue. */
export const ZSetStarRequest = z.object({
  city: required(
    z.string().transform((s, ctx) => {
      const t = s.trim();
      if (t.length > 80) {
        ctx.addIssue({ code: "custom", message: M.city, input: s });
        return z.NEVER;
      }
      return t;
    }),
    M.city,
  ),
  newStarValue: z.union([z.boolean(), z.enum(["true", "false"])], { error: M.newStarValue }).transform((v) => v === true || v === "true"),
});
export const ZSetStarResponse = z.object({ city: z.string(), isStarred: z.boolean() });
