import { signIn } from "./support.ts";
const origin = "http://localhost:3030";
const cookie = await signIn(origin, "staff@demo.se", "demo1234");
const headers = { cookie, origin, "content-type": "application/json", accept: "application/json", "accept-encoding": "gzip" };
const post = (p: string, b: unknown) => fetch(origin + p, { method: "POST", headers, body: JSON.stringify(b) });
const groups = (await (await post("/api/time-booking/resourceGroupsByCompany", { company: "se" })).json()) as any;
const group = groups.Resource.find((g: any) => g.Code === "SKA-L");
const d = (n: number) => new Date(Date.now() + n * 86400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" });
const body = { ResourceGroupId: group.Value, FromDate: d(0), ToDate: d(13), CustomerNo: "" };
for (let i = 0; i < 30; i++) await (await post("/api/list-booking/SearchBookings", body)).arrayBuffer();
const end = Date.now() + 10000; let n = 0;
while (Date.now() < end) { await (await post("/api/list-booking/SearchBookings", body)).arrayBuffer(); n++; }
console.log(n, (10000 / n).toFixed(1), "ms each");
