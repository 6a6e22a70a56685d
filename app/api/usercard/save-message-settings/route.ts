import { route } from "@/lib/api/handler";
import { saveMessageSettings } from "@/lib/customer-admin/save-message-settings";
import { ZSaveMessageSettingsRequest, ZSaveMessageSettingsResponse } from "@/lib/customer-admin/schemas";

/** POST /api/usercard/save-message-settings (spec 2 §7): the settings list → the saved settings with their ids. */
export const POST = route({ input: ZSaveMessageSettingsRequest, output: ZSaveMessageSettingsResponse }, ({ db, actor, input, audit }) =>
  saveMessageSettings(db, { actor, settings: input.settings, ctx: audit }),
);
