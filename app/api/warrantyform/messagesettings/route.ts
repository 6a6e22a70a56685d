import { NO_INPUT } from "@/lib/api/contract";
import { route } from "@/lib/api/handler";
import { getMessageSettings, saveMessageSettings } from "@/lib/warranty/message-settings";
import { ZMessageSettings } from "@/lib/warranty/schemas";

/** GET/POST /api/warrantyform/messagesettings: whether the user is e-mailed of claim status changes and comments. */
export const GET = route({ input: NO_INPUT, output: ZMessageSettings }, ({ db, actor, market }) =>
  getMessageSettings(db, { actor, market }),
);
export const POST = route({ input: ZMessageSettings, output: ZMessageSettings }, ({ db, actor, market, input, audit }) =>
  saveMessageSettings(db, { actor, market, input, ctx: audit }),
);
