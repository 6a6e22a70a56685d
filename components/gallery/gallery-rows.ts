/** The catalogue's sample facilities (the table and the carousel show the same rows). */
export interface GalleryRow {
  number: number;
  facility: string;
  tons: number;
}

export const PLACES = ["Skara", "Lidköping", "Uppsala", "Eslöv", "Motala", "Kalmar", "Seinäjoki", "Huittinen", "Loimaa"];

export const GALLERY_ROWS: GalleryRow[] = Array.from({ length: 37 }, (_, i) => ({
  number: i + 1,
  facility: `${PLACES[i % PLACES.length]} ${1 + Math.floor(i / PLACES.length)}`,
  tons: ((i * 7919) % 500) + 10,
}));
