/** The machine list's view (grid or list) and the cookie that remembers it (read by the page, written by the list). */
export type MachineView = "grid" | "list";
export const MACHINE_VIEW_COOKIE = "machines-view";
export const isMachineView = (v: string | undefined): v is MachineView => v === "grid" || v === "list";
