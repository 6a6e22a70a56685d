/**
 * Database commands: `npm run db:migrate`, `npm run db:seed [-- --scale N]`.
 * Uses DATABASE_URL, or the embedded server (started for the command when not running).
 */
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { prepareDatabase } from "../db/prepare";
import * as schema from "../db/schema";
import { demoWanted, seed } from "../seed";

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  const scaleAt = rest.indexOf("--scale");
  const scale = scaleAt >= 0 ? Number(rest[scaleAt + 1]) : 0;
  if (!Number.isFinite(scale) || scale < 0) throw new Error("--scale takes a number ≥ 0");
  const { url, embedded } = await prepareDatabase({
    seed: cmd === "seed" && scale === 0 ? (db, log) => seed(db, { demo: demoWanted(), log }) : undefined,
  });
  try {
    if (cmd === "seed" && scale > 0) {
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      const t0 = Date.now();
      await seed(drizzle(pool, { schema }), { demo: demoWanted(), scale, log: (m) => console.log(m) });
      await pool.end();
      console.log(`seed --scale ${scale} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } else if (cmd !== "migrate" && cmd !== "seed") {
      throw new Error("usage: db.ts migrate | seed [--scale N]");
    }
  } finally {
    if (embedded?.owned) await embedded.stop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
