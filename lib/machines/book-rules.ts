/** How book service offers the machines of a category (spec 1 §4, §9): more than 6 → a dropdown, 1–6 → links. */
export const MACHINE_LINKS_MAX = 6;

export function machineChoiceKind(count: number): "none" | "links" | "dropdown" {
  if (count === 0) return "none";
  return count > MACHINE_LINKS_MAX ? "dropdown" : "links";
}
