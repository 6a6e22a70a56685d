/**
 * Warranty claim statuses and their transitions (spec 4 §4 "Warranty claim Status": the values;
 * the transitions are ours, decision 062). Only agro admins (the importer) move a claim:
 *
 *   Vastaanotettu → Käsittelyssä | Hyväksytty | Hylätty
 *   Käsittelyssä  → Hyväksytty | Hylätty | Vastaanotettu
 *   Hyväksytty, Hylätty → Käsittelyssä   (reopening: the only way out of a final status)
 */
export const CLAIM_STATUSES = ["Vastaanotettu", "Käsittelyssä", "Hyväksytty", "Hylätty"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const FINAL_STATUSES: readonly ClaimStatus[] = ["Hyväksytty", "Hylätty"];

const NEXT: Record<ClaimStatus, readonly ClaimStatus[]> = {
  Vastaanotettu: ["Käsittelyssä", "Hyväksytty", "Hylätty"],
  Käsittelyssä: ["Hyväksytty", "Hylätty", "Vastaanotettu"],
  Hyväksytty: ["Käsittelyssä"],
  Hylätty: ["Käsittelyssä"],
};

export const isClaimStatus = (s: string): s is ClaimStatus => (CLAIM_STATUSES as readonly string[]).includes(s);
export const nextStatuses = (from: ClaimStatus): readonly ClaimStatus[] => NEXT[from];
export const canMove = (from: ClaimStatus, to: ClaimStatus): boolean => NEXT[from].includes(to);

/** The translation key of a status (locales/fi/warranty.json and sv). */
export const STATUS_KEYS: Record<ClaimStatus, string> = {
  Vastaanotettu: "warranty.status.received",
  Käsittelyssä: "warranty.status.handling",
  Hyväksytty: "warranty.status.approved",
  Hylätty: "warranty.status.rejected",
};
