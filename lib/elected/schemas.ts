/**
 * Manage elected (spec 2 §7 "Manage elected", §5 "Elected representatives", §3 "Elected
 * district"); messages are translation keys whose Swedish texts are spec 2 §5 verbatim.
 */
import { z } from "zod";
import { isBlank, required } from "@/lib/validation/field";
import { checkEmail } from "@/lib/validation/email";
import { checkFinnishMobile, checkFinnishPhone, checkSwedishMobile, checkSwedishPhone } from "@/lib/validation/phone";
import { optional } from "@/lib/validation/field";

export const ELECTED_MESSAGES = {
  email: { required: "accountAdmin.elected.validation.emailRequired", valid: "accountAdmin.elected.validation.emailValid" },
  firstName: "accountAdmin.elected.validation.firstName",
  lastName: "accountAdmin.elected.validation.lastName",
  mobile: "accountAdmin.elected.validation.mobile",
} as const;

const M = ELECTED_MESSAGES;

export const electedEmail = required(
  z.string({ error: M.email.valid }).transform((raw, ctx) => {
    const r = checkEmail(raw.trim());
    if (r.ok) return r.value.toLowerCase();
    ctx.addIssue({ code: "custom", message: M.email.valid, input: raw });
    return z.NEVER;
  }),
  M.email.required,
);

/** A Swedish or Finnish number (staff of both markets add representatives): the first rule that accepts it. */
const phoneOf = (checks: ((v: string) => { ok: boolean; value?: string })[], messageKey: string) =>
  z.string({ error: messageKey }).transform((raw, ctx) => {
    for (const c of checks) {
      const r = c(raw.trim());
      if (r.ok && r.value) return r.value;
    }
    ctx.addIssue({ code: "custom", message: messageKey, input: raw });
    return z.NEVER;
  });

const districtIds = z
  .union([z.array(z.coerce.number().int().positive()), z.string()])
  .transform((v) =>
    typeof v === "string"
      ? v
          .split(",")
          .filter((s) => !isBlank(s))
          .map(Number)
      : v,
  )
  .pipe(z.array(z.number().int().positive()).max(200))
  .default([]);

export const ZFindExistingRequest = z.object({ email: electedEmail });
export const ZAddExistingUserRequest = z.object({ email: electedEmail, districts: districtIds });
export const ZAddNewUserRequest = z.object({
  email: electedEmail,
  firstName: required(z.string().trim().max(80), M.firstName),
  lastName: required(z.string().trim().max(80), M.lastName),
  mobile: required(phoneOf([checkSwedishMobile, checkFinnishMobile], "validation.mobile.valid"), M.mobile),
  phone: optional(phoneOf([checkSwedishPhone, checkFinnishPhone], "validation.phone.valid")),
  districts: districtIds,
});
export const ZDeleteElectedRequest = z.object({ userName: z.string().trim().min(1).max(254) });
export const ZIdRequest = z.object({ id: z.coerce.number().int().positive() });

export const ZDistrict = z.object({
  Id: z.number(),
  Name: z.string(),
  ReadRoleId: z.number(),
  WriteRoleId: z.number(),
  WriteRights: z.boolean(),
  GroupId: z.number(),
});
export const ZElectedUser = z.object({
  UserId: z.number(),
  UserName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Mobile: z.string().nullable(),
  IsElected: z.boolean(),
  Districts: z.array(z.number()),
});
export const ZElectedUserResponse = z.object({ success: z.literal(true), user: ZElectedUser });
export const ZDistrictsResponse = z.object({ success: z.literal(true), districts: z.array(ZDistrict) });
export const ZElectedDistrictResponse = z.object({
  success: z.literal(true),
  district: ZDistrict,
  elected: z.array(ZElectedUser.pick({ UserId: true, UserName: true, FirstName: true, LastName: true })),
});
export const ZDistrictGroupsResponse = z.object({
  success: z.literal(true),
  groups: z.array(z.object({ Id: z.number(), Name: z.string(), Districts: z.array(ZDistrict) })),
});
export const ZDeleteElectedResponse = z.object({ success: z.literal(true) });
