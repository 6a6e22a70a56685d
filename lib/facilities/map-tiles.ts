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
