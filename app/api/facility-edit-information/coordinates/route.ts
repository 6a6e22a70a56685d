import { route } from "@/lib/api/handler";
import { lookUpCoordinates } from "@/lib/facilities/lookup-coordinates";
import { ZCoordinatesRequest, ZCoordinatesResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-edit-information/coordinates (spec 3 §7): address, zipCode, city, country → { found, latitude, longitude, source } (staff; the editors' 'Hämta koordinater', not a legacy call: decision 054). */
export const GET = route({ input: ZCoordinatesRequest, output: ZCoordinatesResponse, roles: ["internal"] }, ({ db, input }) =>
  lookUpCoordinates(db, input),
);
