/**
 * Which permission area a menu page belongs to (decision 046), pure: the most specific path prefix
 * wins; a page of no area (start pages, profile, facilities, agro desk, staff pages) is always shown
 * by this rule. A menu parent whose children are all hidden for lack of an area is hidden too.
 */
import type { Access, RoleArea } from "./permissions";

export const PAGE_AREAS: Readonly<Record<string, RoleArea>> = {
  // Sweden
  "/avtal/mina-avtal": "agreements",
  "/avtal/inkopsavtal": "agreements",
  "/avtal/torkavtal": "agreements",
  "/avtal/fastprisavtal": "agreements",
  "/avtal/prisgraf": "prices",
  "/avtal/prisbevakning": "prices",
  "/priser": "prices",
  "/logistik": "logistics",
  "/logistik/leveransavgift": "prices",
  "/maskiner": "machines",
  "/mitt-foretag/mina-order": "orders",
  "/mitt-foretag/analysbestallning": "analysis",
  "/mitt-foretag/leveransadresser": "logistics",
  "/avtal/invagningar": "agreements",
  // Finland
  "/sopimukset/omat": "agreements",
  "/sopimukset/hinnat": "prices",
  "/logistiikka": "logistics",
  "/oma-yritys/toimitusosoitteet": "logistics",
  "/sopimukset/punnitukset": "agreements",
};

/** The area of a page path, or null when the page needs none. */
export function areaOfPath(path: string): RoleArea | null {
  let best: string | null = null;
  for (const prefix of Object.keys(PAGE_AREAS)) {
    if ((path === prefix || path.startsWith(`${prefix}/`)) && (!best || prefix.length > best.length)) best = prefix;
  }
  return best ? PAGE_AREAS[best]! : null;
}

/** May a user with this access see the page in the menu (read is enough)? */
export function pageAllowed(path: string, access: Readonly<Record<RoleArea, Access>>): boolean {
  const area = areaOfPath(path);
  return !area || access[area] !== "none";
}
