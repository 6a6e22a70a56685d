/**
 * What a production deploy refuses to start with (decision 021). Pure: start-up code passes the
 * environment and, once connected, the app role's attributes.
 */

/** Values copied from examples (docker-compose.yml, docs) or too short to be a secret. */
const EXAMPLE_SECRETS = new Set([
  "change-me-to-a-long-random-string",
  "changeme",
  "change-me",
  "secret",
  "nextauth-secret",
  "development",
  "test",
]);
export const MIN_SECRET_LENGTH = 32;

export function productionEnvProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const secret = env.NEXTAUTH_SECRET ?? "";
  if (!secret) problems.push("NEXTAUTH_SECRET is not set: set it to a long random value (e.g. `openssl rand -base64 32`).");
  else if (EXAMPLE_SECRETS.has(secret.toLowerCase()) || secret.length < MIN_SECRET_LENGTH) {
    problems.push(`NEXTAUTH_SECRET is an example value or shorter than ${MIN_SECRET_LENGTH} characters: set a long random value.`);
  }
  if (env.SEED_DEMO === "1") problems.push("SEED_DEMO=1: demo accounts (password demo1234) are never created in production.");
  if (!env.DATABASE_URL)
    problems.push(
      "DATABASE_URL is not set: the embedded PostgreSQL is for development and demos; production runs on a managed PostgreSQL.",
    );
  for (const name of ["PUBLIC_URL_SE", "PUBLIC_URL_FI"]) {
    const value = env[name];
    if (!value) {
      problems.push(`${name} is not set: e-mailed links (password reset, signing) are built only from the configured public addresses.`);
      continue;
    }
    for (const one of value.split(",").map((v) => v.trim())) {
      if (!isBareOrigin(one)) problems.push(`${name}: "${one}" is not a bare http(s) origin such as https://portal.example.se`);
    }
  }
  return problems;
}

export interface RoleAttributes {
  rolname: string;
  rolsuper: boolean;
  rolcreaterole: boolean;
  rolcreatedb: boolean;
  rolbypassrls: boolean;
}

/** The app's database role must not be able to do more than read and write the portal's tables. */
export function appRoleProblems(role: RoleAttributes): string[] {
  const powers = (["rolsuper", "rolcreaterole", "rolcreatedb", "rolbypassrls"] as const).filter((k) => role[k]);
  if (!powers.length) return [];
  return [
    `The app connects to PostgreSQL as "${role.rolname}", which has ${powers.join(", ")}. Connect the app (DATABASE_URL) as a role ` +
      "without these powers that uses only the portal's schema, and run migrations as the owner role (MIGRATION_DATABASE_URL).",
  ];
}

/** "https://host[:port]" with nothing after it. */
function isBareOrigin(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === "https:" || u.protocol === "http:") && u.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}
