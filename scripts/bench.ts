/**
 * `npm run bench [-- --base http://localhost:3000 --seconds 10 --concurrency 8]`
 *
 * Throughput of the slot calendar (POST /api/time-booking/SearchAvailableSlots, 14 days) next to a
 * trivial signed-in route (POST /api/user/get-inbox-statistics) and the unauthenticated health
 * check, on the same running server, signed in as staff@demo.se. Run it against a season of
 * bookings: `npm run db:seed -- --scale 20` first. Prints requests/s and p50/p95/p99 latency per
 * route and the calendar's share of the trivial route's throughput. No dependencies: fetch with a
 * fixed number of concurrent loops for a fixed time.
 */
const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return (i >= 0 ? args[i + 1] : undefined) || fallback;
};
const base = arg("base", process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const seconds = Number(arg("seconds", "10"));
const concurrency = Number(arg("concurrency", "8"));
const username = arg("user", "staff@demo.se");
const password = arg("password", "demo1234");
const groupCode = arg("group", "SKA-L");
const customerNo = arg("customer", "100234");

async function signIn(): Promise<string> {
  const cookies = new Map<string, string>();
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const take = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ""] = c.split(";");
      const i = pair.indexOf("=");
      cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1));
    }
  };
  const r1 = await fetch(`${base}/api/auth/csrf`);
  take(r1);
  const { csrfToken } = (await r1.json()) as { csrfToken: string };
  const r2 = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ csrfToken, username, password, json: "true" }),
    headers: { cookie: header(), "content-type": "application/x-www-form-urlencoded", origin: base },
  });
  take(r2);
  const s = await fetch(`${base}/api/auth/session`, { headers: { cookie: header() } });
  const session = (await s.json().catch(() => null)) as { user?: unknown } | null;
  if (!session?.user) throw new Error(`sign-in as ${username} failed (HTTP ${r2.status})`);
  return header();
}

interface Target {
  name: string;
  request: () => Promise<Response>;
}

async function measure(t: Target) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      try {
        const r = await t.request();
        await r.arrayBuffer();
        if (!r.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { name: t.name, requests: latencies.length, errors, rps: latencies.length / elapsed, p50: q(0.5), p95: q(0.95), p99: q(0.99) };
}

async function main() {
  const cookie = await signIn();
  const headers = { cookie, origin: base, "content-type": "application/json", accept: "application/json" };
  const post = (path: string, body: unknown) => () => fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });

  const groups = (await (await post("/api/time-booking/resourceGroupsByCompany", { company: "se" })()).json()) as {
    Resource?: { Value: number; Code: string }[];
  };
  const group = groups.Resource?.find((g) => g.Code === groupCode) ?? groups.Resource?.[0];
  if (!group) throw new Error("no resource group found: is the portal seeded?");
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" });
  const search = post("/api/time-booking/SearchAvailableSlots", {
    resourceGroupId: group.Value,
    selectedDate: today,
    qty: 30,
    searchType: 9,
    customerNo,
  });
  const probe = await search();
  const body = (await probe.json()) as { Calendar?: { Days?: unknown[] } };
  if (!probe.ok || !body.Calendar?.Days?.length)
    throw new Error(`SearchAvailableSlots answered ${probe.status}: ${JSON.stringify(body).slice(0, 200)}`);

  console.log(
    `bench ${base}: ${concurrency} concurrent clients, ${seconds} s per route, signed in as ${username}, group ${group.Code}, ${body.Calendar.Days.length} days`,
  );
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  for (const t of [
    { name: "GET /api/health (trivial, no session)", request: () => fetch(`${base}/api/health`) },
    { name: "POST /api/user/get-inbox-statistics (trivial, session)", request: post("/api/user/get-inbox-statistics", {}) },
    { name: "POST /api/time-booking/SearchAvailableSlots (14 days)", request: search },
  ]) {
    results.push(await measure(t));
  }
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`${pad("route", 58)} ${pad("req/s", 9)} ${pad("p50 ms", 8)} ${pad("p95 ms", 8)} ${pad("p99 ms", 8)} errors`);
  for (const r of results) {
    console.log(
      `${pad(r.name, 58)} ${pad(r.rps.toFixed(1), 9)} ${pad(r.p50.toFixed(1), 8)} ${pad(r.p95.toFixed(1), 8)} ${pad(r.p99.toFixed(1), 8)} ${r.errors}/${r.requests}`,
    );
  }
  const [, trivial, slots] = results;
  if (trivial && slots)
    console.log(
      `SearchAvailableSlots runs at ${((slots.rps / trivial.rps) * 100).toFixed(0)} % of the trivial signed-in route's throughput.`,
    );
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
