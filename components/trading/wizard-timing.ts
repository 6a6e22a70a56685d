/**
 * The wizards' pauses: the send button comes back REENABLE_MS after a refused save, the done step
 * shows MOVE_ON_MS after a saved one. Their own module, so the drying wizard (and fixed price) do
 * not load the purchase wizard's code for two numbers (decision 099); purchase-wizard.tsx
 * re-exports them.
 */
export const REENABLE_MS = 250;
export const MOVE_ON_MS = 500;
