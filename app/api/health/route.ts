import "server-only";
import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { checkDatabase } from "@/lib/health/check-database";

export const dynamic = "force-dynamic";

/** Liveness and database check, for load balancers and the e2e server wait. Public, no data. */
export async function GET() {
  const ok = await getDb().then(checkDatabase, () => false);
  return NextResponse.json({ ok }, { status: ok ? 200 : 503 });
}
