/**
 * At most this many favourite pages per user (spec 3 §1, §9). Kept apart from schemas.ts (which
 * re-exports it) so the shell's client components read it without pulling zod into every page's
 * first-load JavaScript (decision 093).
 */
export const MAX_FAVORITES = 10;
