"use client";

/**
 * A map of one address (issue 13 §5; decision 054): Leaflet, loaded only in the browser (a
 * dynamic import on mount, nothing on the server), tiles from the configured URL template with
 * its attribution (none configured: a plain map that still takes clicks). The point is a circle
 * marker (no marker images to load). Default centre Stockholm, zoom 18; a click sets the
 * coordinates, rounded to 6 decimals.
 */
import "leaflet/dist/leaflet.css";
import type { CircleMarker, Map } from "leaflet";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { roundCoordinate } from "@/lib/facilities/rules";

export const DEFAULT_CENTRE: [number, number] = [59.329323, 18.068581];
export const MAP_ZOOM = 18;

export interface MapTiles {
  url: string;
  attribution: string;
}

type LeafletMap = Map;
type LeafletMarker = CircleMarker;

const point = (lat: string, lon: string): [number, number] | null => {
  const a = Number(lat);
  const b = Number(lon);
  return lat.trim() && lon.trim() && Number.isFinite(a) && Number.isFinite(b) && Math.abs(a) <= 90 && Math.abs(b) <= 180 ? [a, b] : null;
};

export function FacilityMap({
  id,
  latitude,
  longitude,
  tiles,
  onPick,
  disabled,
}: {
  id: string;
  latitude: string;
  longitude: string;
  tiles: MapTiles;
  onPick: (lat: string, lon: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<LeafletMarker | null>(null);
  const pick = useRef(onPick);
  const off = useRef(disabled);
  const coords = useRef({ latitude, longitude });
  useEffect(() => {
    pick.current = onPick;
    off.current = disabled;
    coords.current = { latitude, longitude };
  });

  /** Puts the marker on the current coordinates (or removes it) and centres there. */
  const place = () => {
    const m = map.current;
    const mk = marker.current;
    if (!m || !mk) return;
    const p = point(coords.current.latitude, coords.current.longitude);
    if (p) {
      mk.setLatLng(p);
      if (!m.hasLayer(mk)) mk.addTo(m);
      m.setView(p, m.getZoom());
    } else if (m.hasLayer(mk)) mk.remove();
  };

  useEffect(() => {
    let live = true;
    void import("leaflet").then((L) => {
      if (!live || !el.current || map.current) return;
      const m = L.map(el.current, { attributionControl: Boolean(tiles.attribution) }).setView(DEFAULT_CENTRE, MAP_ZOOM);
      if (tiles.url) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
      // the container's own click (not Leaflet's synthetic one, which a drag or a pane can swallow)
      el.current.addEventListener("click", (ev) => {
        if (off.current || (ev.target as HTMLElement).closest(".leaflet-control")) return;
        const at = m.mouseEventToLatLng(ev);
        pick.current(roundCoordinate(at.lat), roundCoordinate(at.lng));
      });
      marker.current = L.circleMarker(DEFAULT_CENTRE, { radius: 9, color: "#1f6b3a", fillOpacity: 0.6 });
      map.current = m;
      place();
      el.current.dataset.ready = "true";
    });
    return () => {
      live = false;
      map.current?.remove();
      map.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    place();
  }, [latitude, longitude]);

  return <div ref={el} id={id} className="fac-map" role="application" aria-label={t("facilities.ui.mapLabel")} data-testid={id} />;
}
