import type { Market } from "@/lib/market";
import type { Roles } from "./roles";

/** Who is making a request: the signed-in user, their roles and the customer in play. */
export interface Actor {
  userId: number;
  username: string;
  name: string;
  email: string;
  /** the user's home market (the request's market comes from the host) */
  homeMarket: Market;
  avatarUrl: string | null;
  sessionId: string;
  roles: Roles;
  /** the customer number the user works as (own or sub-customer); for staff, the acted-for customer */
  activeCustomerNumber: string | null;
  /** internal staff only: the customer they act for (a "customer session") */
  actingCustomerNumber: string | null;
}

/** The customer number a change concerns, for the action log. */
export function customerInPlay(actor: Actor): string | null {
  return actor.actingCustomerNumber ?? actor.activeCustomerNumber;
}
