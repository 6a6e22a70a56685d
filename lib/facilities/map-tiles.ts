/**
 * The map's tiles (decision 054): MAP_TILE_URL (a Leaflet URL template; empty: no tiles, the map
 * still takes clicks) and MAP_TILE_ATTRIBUTION. Default: OpenStreetMap's tile server, whose usage
 * policy suits light staff use; nothing is downloaded at install.
 */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_TILE_ATTRIBUTION = "© OpenStreetMap contributors";

export function mapTiles(env: Record<string, string | undefined> = process.env): { url: string; attribution: string } {
  const url = env.MAP_TILE_URL ?? DEFAULT_TILE_URL;
  return { url, attribution: url ? (env.MAP_TILE_ATTRIBUTION ?? (url === DEFAULT_TILE_URL ? DEFAULT_TILE_ATTRIBUTION : "")) : "" };
}

/**
 * The CSP source of a tile URL template: its origin, with a `{s}` subdomain as a wildcard
 * ("https://{s}.tile.example.org/{z}/{x}/{y}.png" → "https://*.tile.example.org"); none when tiles
 * are off or the template is not an http(s) URL.
 */
export function tileImageSource(url: string): string | null {
  if (!url) return null;
  const m = /^(https?):\/\/([^/]+)/.exec(url);
  if (!m) return null;
  const host = m[2]!.replace(/^\{s\}\./, "*.");
  if (!/^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(host)) return null;
  return `${m[1]}://${host}`;
}
