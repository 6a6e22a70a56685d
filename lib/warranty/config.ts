/** The service engineers' address shown in the warranty validity warning (spec 4 §5; `WARRANTY_ENGINEERS_EMAIL`). */
export function engineersEmail(env: NodeJS.ProcessEnv = process.env): string {
  return env.WARRANTY_ENGINEERS_EMAIL?.trim() || "huoltoinsinoorit@agrodesk.fi";
}
