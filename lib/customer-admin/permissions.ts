/**
 * The permission model of a user at a customer (decision 046), pure so the user card's role
 * editor and the server share it.
 *
 * A user's membership of a customer (customer_users) has a profile:
 * - owner  (profileId 1, "Ägare"): every area with write, and manages the customer's users;
 * - user   (profileId 2, "Användare"): every area with write, no user management;
 * - custom (profileId 3, "Anpassad"): only the areas of its custom roles, each read or write.
 * A custom role is stored as "<area>:<level>", e.g. "agreements:read".
 */
export const PROFILE_IDS = { owner: 1, user: 2, custom: 3 } as const;
export type Profile = keyof typeof PROFILE_IDS;
export type ProfileId = (typeof PROFILE_IDS)[Profile];

export const ROLE_AREAS = ["agreements", "prices", "logistics", "machines", "orders", "analysis"] as const;
export type RoleArea = (typeof ROLE_AREAS)[number];
export const ROLE_LEVELS = ["read", "write"] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];
export type Access = "none" | RoleLevel;

export function profileOfId(id: number): Profile | null {
  const found = (Object.entries(PROFILE_IDS) as [Profile, number][]).find(([, v]) => v === id);
  return found ? found[0] : null;
}

/** "agreements:read" → { area, level }, or null for anything else. */
export function parseRole(role: string): { area: RoleArea; level: RoleLevel } | null {
  const [area, level, ...rest] = role.split(":");
  if (rest.length || !area || !level) return null;
  if (!(ROLE_AREAS as readonly string[]).includes(area) || !(ROLE_LEVELS as readonly string[]).includes(level)) return null;
  return { area: area as RoleArea, level: level as RoleLevel };
}

/** The custom roles to store: valid ones only, one level per area (write wins), in area order. */
export function normaliseRoles(roles: readonly string[]): string[] {
  const best = new Map<RoleArea, RoleLevel>();
  for (const r of roles) {
    const p = parseRole(r);
    if (!p) continue;
    if (best.get(p.area) !== "write") best.set(p.area, p.level);
  }
  return ROLE_AREAS.filter((a) => best.has(a)).map((a) => `${a}:${best.get(a)}`);
}

/** The access to every area that a profile (and, for custom, its roles) gives. */
export function areaAccess(profile: Profile, customRoles: readonly string[]): Record<RoleArea, Access> {
  const all = (level: Access) => Object.fromEntries(ROLE_AREAS.map((a) => [a, level])) as Record<RoleArea, Access>;
  if (profile !== "custom") return all("write");
  const access = all("none");
  for (const r of normaliseRoles(customRoles)) {
    const p = parseRole(r);
    if (p) access[p.area] = p.level;
  }
  return access;
}

/** May this profile do `need` in `area`? write implies read. */
export function allows(profile: Profile, customRoles: readonly string[], area: RoleArea, need: RoleLevel): boolean {
  const have = areaAccess(profile, customRoles)[area];
  return need === "read" ? have !== "none" : have === "write";
}

export const canManageUsers = (profile: Profile): boolean => profile === "owner";
