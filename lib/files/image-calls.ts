/**
 * The image call pair (decision 028): "upload an image" and "remove the image" of one owner —
 * the user's avatar today; facility images and contact-person images next — declared once:
 *
 *   export const avatarCalls = imageCalls({ upload: (ctx, file) => …, remove: (ctx) => … });
 *   app/api/profile/user-upload-avatar/route.ts   export const POST = avatarCalls.upload;
 *   app/api/profile/user-delete-avatar/route.ts   export const POST = avatarCalls.remove;
 *
 * Upload: multipart, the image in `UploadedImage` (JPEG/PNG by content, ≤ 10 MB, IMAGE_UPLOAD_BODY)
 * plus the owner's fields of `input`; both answer { success, imageUrl } (the default image after a
 * removal). A family whose owner is a customer's (a facility, a contact person) passes `customer`.
 */
import { z } from "zod";
import { route, type BaseContext } from "@/lib/api/handler";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/roles";
import type { RoleArea, RoleLevel } from "@/lib/customer-admin/permissions";
import { IMAGE_UPLOAD_BODY, ZImageUploadRequest, type TImageUploadRequest } from "./image";
import { ZImageReply } from "./schemas";

type Ctx<I> = BaseContext & { actor: Actor; input: I };

const NO_OWNER = z.object({});

export function imageCalls<O extends z.ZodObject = typeof NO_OWNER>(opts: {
  /** the owner's fields (e.g. facilityId), in both calls; default none */
  owner?: O;
  roles?: Role[];
  customer?: (input: z.infer<O>, actor: Actor) => string | null | undefined;
  /** the permission area both calls need (decision 046), e.g. machines:write */
  area?: { name: RoleArea; level: RoleLevel };
  upload: (ctx: Ctx<z.infer<O>>, file: TImageUploadRequest["UploadedImage"]) => Promise<{ imageUrl: string }>;
  remove: (ctx: Ctx<z.infer<O>>) => Promise<{ imageUrl: string }>;
}) {
  const owner: z.ZodObject = opts.owner ?? NO_OWNER;
  const uploadInput: z.ZodObject = owner.extend(ZImageUploadRequest.shape);
  const customer = opts.customer as ((input: unknown, actor: Actor) => string | null | undefined) | undefined;
  return {
    upload: route(
      { input: uploadInput, output: ZImageReply, roles: opts.roles, customer, area: opts.area, body: IMAGE_UPLOAD_BODY },
      async (ctx) => {
        const { imageUrl } = await opts.upload(
          ctx as unknown as Ctx<z.infer<O>>,
          ctx.input.UploadedImage as TImageUploadRequest["UploadedImage"],
        );
        return { success: true as const, imageUrl };
      },
    ),
    remove: route({ input: owner, output: ZImageReply, roles: opts.roles, customer, area: opts.area }, async (ctx) => {
      const { imageUrl } = await opts.remove(ctx as unknown as Ctx<z.infer<O>>);
      return { success: true as const, imageUrl };
    }),
  };
}
