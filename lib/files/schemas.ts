import { z } from "zod";

/** The reply of every image upload and image delete call (spec 1 §7 "Avatars"; facility and contact-person images alike). */
export const ZImageReply = z.object({ success: z.literal(true), imageUrl: z.string() });
export type TImageReply = z.infer<typeof ZImageReply>;
