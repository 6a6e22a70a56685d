import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { decode } from "next-auth/jwt";
import { getDb } from "@/db";
import { markUnavailable } from "@/db/errors";
import type { Actor } from "./actor";
import { SESSION_COOKIE } from "./next-auth-options";
import { loadActor } from "./sessions";

/** Reads the session id out of a next-auth session token. */
export async function sessionIdFromToken(token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const jwt = await decode({ token, secret: process.env.NEXTAUTH_SECRET ?? "" });
    return typeof jwt?.sid === "string" ? jwt.sid : null;
  } catch {
    return null;
  }
}

/** The signed-in actor of this request, or null. Cached for the request. */
export const getActor = cache(async (): Promise<Actor | null> => {
  const jar = await cookies();
  const sid = await sessionIdFromToken(jar.get(SESSION_COOKIE)?.value);
  if (!sid) return null;
  try {
    return await loadActor(await getDb(), sid);
  } catch (e) {
    // the first query of every signed-in page: an unreachable database is shown as such (decision 024)
    throw markUnavailable(e);
  }
});

/** For pages: the actor, or a redirect to the login page. */
export async function requireActorPage(): Promise<Actor> {
  const actor = await getActor();
  if (!actor) redirect("/login");
  return actor;
}
