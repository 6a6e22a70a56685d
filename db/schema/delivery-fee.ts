// Owned by the delivery-fee area (see docs/ARCHITECTURE.md). Tables are added here.
export {};
