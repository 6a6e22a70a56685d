/** Role flags of a user, as in the legacy portal (IsInternal, IsTransporter, ...). */
export interface Roles {
  internal: boolean;
  transporter: boolean;
  reseller: boolean;
  resellerAdmin: boolean;
  agroAdmin: boolean;
  store: boolean;
}

export type Role = keyof Roles;

/** The start page a user lands on, by their strongest role. */
export type StartKind = "internal" | "transporter" | "reseller" | "agrodesk" | "customer";

export function startKind(roles: Roles): StartKind {
  if (roles.internal) return "internal";
  if (roles.agroAdmin || roles.store) return "agrodesk";
  if (roles.transporter) return "transporter";
  if (roles.reseller || roles.resellerAdmin) return "reseller";
  return "customer";
}

export function rolesOf(u: {
  isInternal: boolean;
  isTransporter: boolean;
  isReseller: boolean;
  isResellerAdmin: boolean;
  isAgroAdmin: boolean;
  isStore: boolean;
}): Roles {
  return {
    internal: u.isInternal,
    transporter: u.isTransporter,
    reseller: u.isReseller,
    resellerAdmin: u.isResellerAdmin,
    agroAdmin: u.isAgroAdmin,
    store: u.isStore,
  };
}
