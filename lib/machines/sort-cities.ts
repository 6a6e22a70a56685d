/** Starred cities first, each group by city name (Swedish collation, which also orders Finnish names). */
export function sortCities<C extends { city: string; starred: boolean }>(cities: C[]): C[] {
  return [...cities].sort((a, b) => Number(b.starred) - Number(a.starred) || a.city.localeCompare(b.city, "sv"));
}
