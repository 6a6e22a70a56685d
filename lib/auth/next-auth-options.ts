import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "@/db";
import { isAppError } from "@/lib/api/errors";
import { authenticate } from "./authenticate";
import { clientIp } from "./request-info";
import { secureCookies } from "@/lib/security/deploy";
import { isSessionLive, revokeSession, SESSION_HOURS } from "./sessions";

/** True when cookies must be Secure (the portal is served over https; decision 021). */
export const SECURE_COOKIES = secureCookies();
/** Over https the session cookie is `__Host-`: Secure, path /, never shared with another (sub)domain. */
export const SESSION_COOKIE = `${SECURE_COOKIES ? "__Host-" : ""}next-auth.session-token`;

function header(h: unknown, name: string): string | null {
  if (!h) return null;
  if (typeof (h as Headers).get === "function") return (h as Headers).get(name);
  const v = (h as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v.join(",") : (v ?? null);
}

/**
 * next-auth (v4) with username + password. The JWT carries only the user id and the id of a
 * server-side session row; the row is checked on every request, so revoking it (sign-out,
 * password change) ends the session at once.
 */
export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  useSecureCookies: SECURE_COOKIES,
  cookies: {
    sessionToken: { name: SESSION_COOKIE, options: { httpOnly: true, sameSite: "lax", path: "/", secure: SECURE_COOKIES } },
  },
  session: { strategy: "jwt", maxAge: SESSION_HOURS * 3600 },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "credentials",
      credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        const db = await getDb();
        try {
          const res = await authenticate(db, {
            username: String(credentials?.username ?? ""),
            password: String(credentials?.password ?? ""),
            ip: clientIp((n) => header(req?.headers, n)),
            userAgent: header(req?.headers, "user-agent"),
          });
          if (!res) return null;
          return { id: String(res.userId), name: res.name, email: res.email, sid: res.sessionId };
        } catch (e) {
          // next-auth passes the message on as ?error=...; the login page shows the matching text.
          if (isAppError(e) && e.code === "RATE_LIMITED") throw new Error(`RATE_LIMITED:${e.values?.seconds ?? 60}`);
          throw e;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sid = (user as { sid?: string }).sid;
        return token;
      }
      // Ended sessions (sign-out elsewhere, password change) stop here: next-auth clears the cookie.
      if (typeof token.sid !== "string" || !token.sid || !(await isSessionLive(await getDb(), token.sid))) throw new Error("SESSION_ENDED");
      return token;
    },
    session({ session, token }) {
      return { ...session, user: { name: token.name, email: token.email, id: token.sub } };
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string" && token.sid) await revokeSession(await getDb(), token.sid);
    },
  },
};
