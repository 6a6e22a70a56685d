/** The warranty area's pages (PAGE_ROWS 2104, 2130–2137, 2913) under the agro desk's Konetakuut. */
export const WARRANTY_PAGES = {
  hub: "/agrodesk/takuut",
  releaseForm: "/agrodesk/takuut/luovutusilmoitus",
  releaseList: "/agrodesk/takuut/ilmoitukset",
  oldList: "/agrodesk/takuut/vanhat-ilmoitukset",
  claimForm: "/agrodesk/takuut/takuuhakemus",
  claimList: "/agrodesk/takuut/takuuhakemukset",
  comments: "/agrodesk/takuut/takuuhakemukset/comments",
  serials: "/agrodesk/takuut/sarjanumerot",
  move: "/agrodesk/takuut/siirto",
  mailSettings: "/agrodesk/takuut/sahkopostiasetukset",
} as const;
