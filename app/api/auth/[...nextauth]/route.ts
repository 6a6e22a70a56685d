import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth-options";

/** next-auth's own handler (typed `any` by next-auth): a request in, a response out */
const handler = NextAuth(authOptions) as (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

export { handler as GET, handler as POST };
