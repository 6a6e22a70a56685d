/**
 * Requests and replies of the customer card and user card calls (spec 2 §7 "Customer card",
 * "User card"; issue 12 items 6, 7). Parameter names as the spec writes them. Messages are
 * translation keys (locales/*\/account-admin.json).
 */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { customerNumber } from "@/lib/validation/customer-number";
import { email } from "@/lib/validation/email";
import { orgNumber } from "@/lib/validation/org-number";
import { PROFILE_IDS } from "./permissions";

const profileId = z.coerce
  .number({ error: "accountAdmin.validation.profile" })
  .int({ error: "accountAdmin.validation.profile" })
  .refine((n) => Object.values(PROFILE_IDS).includes(n as 1 | 2 | 3), { message: "accountAdmin.validation.profile" });

const userName = z.string({ error: "accountAdmin.validation.userName" }).trim().min(1, "accountAdmin.validation.userName").max(254);

export const ZCheckOwnerRequest = z.object({
  username: email({ required: true }),
  customernumber: customerNumber(),
});
export const ZCheckOwnerResponse = z.object({
  success: z.literal(true),
  /** an account with this user name exists */
  userExists: z.boolean(),
  /** it is connected to the customer */
  isConnected: z.boolean(),
  /** it is an owner of the customer */
  isOwner: z.boolean(),
});

export const ZAddOwnerRequest = z.object({
  username: email({ required: true }),
  customernumber: customerNumber(),
  organizationnumber: orgNumber(),
  /** the profile to give (default owner: the call's name) */
  profileId: profileId.optional(),
});
export const ZAddOwnerResponse = z.object({
  success: z.literal(true),
  /** the e-mail had no account: one was created and an invitation sent */
  invited: z.boolean(),
  message: message(),
});

export const ZChangeProfileRequest = z.object({
  userName,
  profileId,
  customerNo: customerNumber(),
});

export const ZRemoveUserRequest = z.object({
  userName,
  userId: z.coerce.number().int().positive(),
  customerNo: customerNumber(),
});

export const ZSaveProfileRequest = z.object({
  userName,
  customerNumber: customerNumber(),
  profileId,
});

export const ZSaveRolesRequest = z.object({
  userName,
  customerNumber: customerNumber(),
  roles: z.array(z.string().max(40)).max(40),
});

export const ZSuccessMessage = z.object({ success: z.literal(true), message: message() });

/** One message setting (spec 2 §3 "Message setting"). CustomerOrgId is the customer number. */
export const ZMessageSetting = z.object({
  CustomerOrgId: customerNumber(),
  MessageSettingsId: z.coerce.number().int().nonnegative().optional(),
  ModeOfDeliveryId: z.coerce.number().int().min(1).max(3),
  MsgAreaId: z.coerce.number().int().min(1).max(99),
  MsgTypeId: z.coerce.number().int().min(1).max(99),
  UserID: z.coerce.number().int().positive(),
  Value: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]),
});
export const ZSaveMessageSettingsRequest = z.object({ settings: z.array(ZMessageSetting).min(1).max(200) });
export const ZSaveMessageSettingsResponse = z.object({
  success: z.literal(true),
  settings: z.array(ZMessageSetting.extend({ MessageSettingsId: z.number(), CustomerOrgId: z.string(), Value: z.boolean() })),
});

export type TMessageSetting = z.infer<typeof ZMessageSetting>;

/** A row of the customer card (GET by the page, lib/customer-admin/list-customer-users.ts). */
export interface CustomerCardUser {
  userId: number;
  userName: string;
  name: string;
  email: string;
  profileId: number;
  customRoles: string[];
}
