// Stands in for "server-only" under Vitest (Next resolves it itself).
export {};
