/**
 * The delivery assurance's validation message keys. Apart from ./schemas.ts so screens that show a
 * message take these keys without zod in their first load (decision 104).
 */
export const DA_VALIDATION_PREFIX = "deliveryAssurance.validation";
const P = DA_VALIDATION_PREFIX;
export const DA_MESSAGES = {
  article: `${P}.article`,
  sort: `${P}.sort`,
  harvestYear: `${P}.harvestYear`,
  quantity: { required: `${P}.quantity.required`, range: `${P}.quantity.range` },
  torkat: `${P}.torkat`,
  red: `${P}.red`,
  straforkortat: `${P}.straforkortat`,
  glyfosat: `${P}.glyfosat`,
  slam: `${P}.slam`,
  deliveryType: `${P}.deliveryType`,
  depaAvtal: { required: `${P}.depaAvtal.required`, none: `${P}.depaAvtal.none` },
  deliveryAddress: `${P}.deliveryAddress`,
  transportation: `${P}.transportation`,
  deliveryDate: {
    required: `${P}.deliveryDate.required`,
    ownTransport: `${P}.deliveryDate.ownTransport`,
    past: `${P}.deliveryDate.past`,
    window: `${P}.deliveryDate.window`,
  },
  warehouse: `${P}.warehouse`,
  lorryType: `${P}.lorryType`,
  nightLoading: `${P}.nightLoading`,
  loadingHeight: `${P}.loadingHeight`,
  otherInfo: `${P}.otherInfo`,
  termsApproved: `${P}.termsApproved`,
  noOfNew: { required: `${P}.noOfNew.required`, digits: `${P}.noOfNew.digits`, range: `${P}.noOfNew.range` },
  idempotencyKey: `${P}.idempotencyKey`,
  customerNumber: `${P}.customerNumber`,
} as const;
