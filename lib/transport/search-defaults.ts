/**
 * The transport search form's starting values: from the query string when the page was opened with
 * a search (a shared or reloaded URL), else by role: transporters search a lorry, staff an order,
 * customers their own customer number; the dates cover today and the next 7 days.
 */
import type { Actor } from "@/lib/auth/actor";
import { addDays } from "@/lib/time-booking/compute-slots";
import { TRANSPORT_CATEGORIES, type TransportCategory } from "./constants";

export interface TransportSearchDefaults {
  category: TransportCategory;
  text: string;
  fromDate: string;
  toDate: string;
}

type Query = Record<string, string | string[] | undefined>;
const one = (q: Query, k: string): string | undefined => (typeof q[k] === "string" ? q[k] : undefined);
const isCategory = (v: string | undefined): v is TransportCategory => (TRANSPORT_CATEGORIES as readonly string[]).includes(v ?? "");

export function transportSearchDefaults(
  actor: Pick<Actor, "roles" | "activeCustomerNumber">,
  query: Query,
  today: string,
): { defaults: TransportSearchDefaults; autoSearch: boolean } {
  const asked = one(query, "category");
  const byRole: TransportCategory = actor.roles.transporter ? "Lastbil" : actor.roles.internal ? "Ordernummer" : "Kundnummer";
  const category = isCategory(asked) ? asked : byRole;
  const text =
    one(query, "text") ??
    (category === "Kundnummer" && !actor.roles.internal && !actor.roles.transporter ? (actor.activeCustomerNumber ?? "") : "");
  return {
    defaults: {
      category,
      text: text.slice(0, 60),
      fromDate: one(query, "fromDate") ?? today,
      toDate: one(query, "toDate") ?? addDays(today, 7),
    },
    autoSearch: isCategory(asked) && Boolean(one(query, "text")),
  };
}
