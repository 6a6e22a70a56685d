/**
 * The profile page's forms (spec 1 §5 "Social security number (profile)", "Profile, company,
 * business"; issue 12 item 1), written once for the forms (zodResolver) and the server. The rules
 * that differ by market (social security number, phone, zip) come from `…For(market)`; the call
 * inputs are read leniently and checked with the market's form schema in lib/profile.
 */
import { z } from "zod";
import type { Market } from "@/lib/market";
import { email } from "@/lib/validation/email";
import { finnishHetu } from "@/lib/validation/hetu";
import { mobileFor, phoneFor } from "@/lib/validation/phone";
import { swedishSsn } from "@/lib/validation/ssn";
import { zipFor } from "@/lib/validation/zip";

const text = (max: number) => z.string().max(max).optional().nullable();
const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: "profile.errors.tooLong" });

/** The social security number form: Swedish personnummer or Finnish henkilötunnus by the user's market. */
export const ssnFormFor = (market: Market) => z.object({ ssn: market === "fi" ? finnishHetu() : swedishSsn() });
export type TSsnForm = z.input<ReturnType<typeof ssnFormFor>>;
export const ZSaveSsnRequest = z.object({ ssn: text(40) });
export const ZSaveSsnResponse = z.object({ success: z.literal(true), ssn: z.string() });
export type TSaveSsnResponse = z.infer<typeof ZSaveSsnResponse>;

/** The company form (spec 1 §3 "Company", §5 "Profile, company, business"). */
export const companyFormFor = (market: Market) =>
  z.object({
    CompanyName: requiredText("profile.company.nameRequired"),
    Address: requiredText("profile.company.addressRequired"),
    City: requiredText("profile.company.cityRequired", 60),
    ZipCode: zipFor(market, { required: true }),
    PhoneMobile: mobileFor(market),
    PhoneWork: phoneFor(market),
    Email: email({ required: true }),
  });
export type TCompanyForm = z.input<ReturnType<typeof companyFormFor>>;
export type TCompany = z.output<ReturnType<typeof companyFormFor>>;
export const ZSaveCompanyRequest = z.object({
  CompanyName: text(200),
  Address: text(200),
  City: text(200),
  ZipCode: text(20),
  PhoneMobile: text(40),
  PhoneWork: text(40),
  Email: text(300),
});
export const ZCompany = z.object({
  CompanyName: z.string(),
  Address: z.string(),
  City: z.string(),
  ZipCode: z.string(),
  PhoneMobile: z.string(),
  PhoneWork: z.string(),
  Email: z.string(),
});
export const ZSaveCompanyResponse = z.object({ success: z.literal(true), company: ZCompany });

/** The business profile form: the name the business is known by (required). */
export const ZBusinessProfileForm = z.object({ BusinessName: requiredText("profile.business.nameRequired") });
export type TBusinessProfileForm = z.input<typeof ZBusinessProfileForm>;
export const ZSaveBusinessProfileRequest = z.object({ BusinessName: text(200) });
export const ZSaveBusinessProfileResponse = z.object({ success: z.literal(true), businessName: z.string() });
