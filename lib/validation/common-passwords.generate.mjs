/**
 * Regenerates common-passwords.json from @zxcvbn-ts/language-common (MIT; its `passwords`
 * dictionary is a frequency-ranked list of passwords from public breach corpora). Not a project
 * dependency: fetch the package into a scratch folder and point this script at its src/passwords.json:
 *
 *   cd "$(mktemp -d)" && npm pack @zxcvbn-ts/language-common && tar xzf *.tgz
 *   node <repo>/lib/validation/common-passwords.generate.mjs "$PWD/package"
 *
 * Kept: the 10,000 most common entries of at least 4 characters (also matched as the base of a
 * password with digits or symbols appended) and every entry of 12 or more characters.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const pkgDir = process.argv[2];
const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
const all = JSON.parse(readFileSync(join(pkgDir, "src", "passwords.json"), "utf8")).map((p) => String(p).toLowerCase());
const len = (p) => [...p].length;
const keep = new Set([...all.filter((p) => len(p) >= 4).slice(0, 10_000), ...all.filter((p) => len(p) >= 12)]);
const out = {
  source: `${pkg.name}@${pkg.version} (src/passwords.json), ${pkg.license}`,
  rule: "top 10,000 entries of >= 4 characters + every entry of >= 12 characters, lower-cased",
  passwords: [...keep],
};
// one password a line, for readable diffs
const json = JSON.stringify(out, null, 1).replace(/\n {2}/g, "\n  ");
writeFileSync(new URL("./common-passwords.json", import.meta.url), json + "\n");
console.log(`${out.passwords.length} passwords from ${out.source}`);
