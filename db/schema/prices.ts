// Owned by the prices area (see docs/ARCHITECTURE.md). Tables are added here.
export {};
