// Owned by the agreements area (see docs/ARCHITECTURE.md). Tables are added here.
export {};
