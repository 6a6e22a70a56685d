/** The facility and contact-person image call pairs (spec 3 §7), staff only (decision 050). */
import { z } from "zod";
import { imageCalls } from "@/lib/files/image-calls";
import { deleteImage, uploadImage } from "./images";
import { rowId } from "./schemas";

export const facilityImageCalls = imageCalls({
  owner: z.object({ facilityId: rowId() }),
  roles: ["internal"],
  upload: ({ db, actor, market, input, audit }, file) =>
    uploadImage(db, { actor, market, owner: "facility", id: input.facilityId, file, ctx: audit }),
  remove: ({ db, actor, market, input, audit }) => deleteImage(db, { actor, market, owner: "facility", id: input.facilityId, ctx: audit }),
});

export const contactPersonImageCalls = imageCalls({
  owner: z.object({ contactPersonId: rowId() }),
  roles: ["internal"],
  upload: ({ db, actor, market, input, audit }, file) =>
    uploadImage(db, { actor, market, owner: "contact-person", id: input.contactPersonId, file, ctx: audit }),
  remove: ({ db, actor, market, input, audit }) =>
    deleteImage(db, { actor, market, owner: "contact-person", id: input.contactPersonId, ctx: audit }),
});
