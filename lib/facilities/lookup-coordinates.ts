/**
 * 'Hämta koordinater' (spec 3 §5 "Coordinates lookup", §7 "Maps"; decision 054): street, postal
 * code and city through the configured geocoder; coordinates rounded to 6 decimals. Missing parts
 * are a 400 with the spec's message; "not found" (also with no geocoder reachable) is a normal
 * reply, and the editor offers manual entry and the map click.
 */
import "server-only";
import type { DbOrTx } from "@/db";
import { AppError } from "@/lib/api/errors";
import { configuredGeocoder } from "@/lib/integrations/geocoding";
import { canLookUpCoordinates, roundCoordinate } from "./rules";

export async function lookUpCoordinates(db: DbOrTx, q: { address: string; zipCode: string; city: string; country: string }) {
  if (!canLookUpCoordinates({ VisitingAddress: q.address, ZipCode: q.zipCode, City: q.city }))
    throw new AppError("BAD_REQUEST", "facilities.v.coordinatesNeedAddress");
  const country = q.country.toUpperCase() === "FI" ? "FI" : "SE";
  const r = await configuredGeocoder(db).geocode({ street: q.address, zipCode: q.zipCode, city: q.city, country });
  if (r.status !== "found") return { found: false, latitude: null, longitude: null, source: r.source };
  return { found: true, latitude: roundCoordinate(r.latitude), longitude: roundCoordinate(r.longitude), source: r.source };
}
