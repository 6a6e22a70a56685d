/**
 * Paging of a carousel (spec 1 §9 "Carousel 3 slides per view"): slides are shown a page (perView
 * slides) at a time; previous/next wrap around.
 */
export interface CarouselView {
  pages: number;
  /** the page shown, clamped to the pages there are */
  page: number;
  /** index of the first slide shown */
  first: number;
  /** index after the last slide shown */
  last: number;
}

export function carouselView(count: number, perView: number, page: number): CarouselView {
  const per = Math.max(1, Math.floor(perView));
  const pages = Math.max(1, Math.ceil(count / per));
  const current = Math.min(Math.max(0, page), pages - 1);
  const first = current * per;
  return { pages, page: current, first, last: Math.min(count, first + per) };
}

/** The page after moving `delta` pages, wrapping around. */
export function stepPage(page: number, delta: number, pages: number): number {
  return pages < 1 ? 0 : (((page + delta) % pages) + pages) % pages;
}
