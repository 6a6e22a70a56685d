"use client";

/**
 * The user card (spec 2 §2 "user card", §6; issue 12 item 7): the signed-in user's profile and
 * custom roles at each of their customers, and their message settings per customer — one checkbox
 * per message kind and channel (lib/customer-admin/message-kinds.ts), saved with
 * /api/usercard/save-message-settings (CustomerOrgId, ModeOfDeliveryId, MsgAreaId, MsgTypeId,
 * UserID, Value). An unsaved setting is on (decision 079).
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import { MESSAGE_KIND_NAMES, MESSAGE_KINDS, MODE_OF_DELIVERY, type DeliveryMode } from "@/lib/customer-admin/message-kinds";
import { parseRole, profileOfId } from "@/lib/customer-admin/permissions";
import type { UserCardCustomer } from "@/lib/customer-admin/load-user-card";
import { TableScroll } from "@/components/ui/table-scroll";

const MODES: DeliveryMode[] = ["email", "sms"];
const keyOf = (kind: (typeof MESSAGE_KIND_NAMES)[number], mode: DeliveryMode) => {
  const k = MESSAGE_KINDS[kind];
  return `${k.msgAreaId}:${k.msgTypeId}:${MODE_OF_DELIVERY[mode]}`;
};

export function UserCardView({ userId, customers }: { userId: number; customers: UserCardCustomer[] }) {
  const { t } = useTranslation();
  return (
    <>
      {customers.map((c) => {
        const title = t("accountAdmin.customerCard.customer", { name: c.name, customerNumber: c.customerNumber });
        return (
          <section key={c.customerNumber} className="user-card" aria-label={title}>
            <h2>{title}</h2>
            <p>
              {t("accountAdmin.customerCard.profile")}: {t(`accountAdmin.profiles.${profileOfId(c.profileId) ?? "user"}`)}
            </p>
            {c.customRoles.length ? (
              <ul>
                {c.customRoles.map((r) => {
                  const p = parseRole(r);
                  return p ? <li key={r}>{`${t(`accountAdmin.areas.${p.area}`)}: ${t(`accountAdmin.levels.${p.level}`)}`}</li> : null;
                })}
              </ul>
            ) : null}
            <MessageSettings userId={userId} customer={c} />
          </section>
        );
      })}
    </>
  );
}

function MessageSettings({ userId, customer }: { userId: number; customer: UserCardCustomer }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, boolean>>(customer.settings);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation<{ success: true }>("/api/usercard/save-message-settings");
  const on = (key: string) => values[key] ?? true;

  async function onSave() {
    setError(null);
    const settings = MESSAGE_KIND_NAMES.flatMap((kind) =>
      (MESSAGE_KINDS[kind].modes as readonly DeliveryMode[]).map((mode) => ({
        CustomerOrgId: customer.customerNumber,
        ModeOfDeliveryId: MODE_OF_DELIVERY[mode],
        MsgAreaId: MESSAGE_KINDS[kind].msgAreaId,
        MsgTypeId: MESSAGE_KINDS[kind].msgTypeId,
        UserID: userId,
        Value: on(keyOf(kind, mode)),
      })),
    );
    try {
      await save.mutateAsync({ settings });
      toast.success(t("accountAdmin.userCard.saved"));
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t("accountAdmin.errors.generic"));
    }
  }

  return (
    <>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <TableScroll>
        <table className="table">
          <caption>{t("accountAdmin.userCard.messages")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("accountAdmin.userCard.message")}</th>
              {MODES.map((m) => (
                <th key={m} scope="col">
                  {t(`accountAdmin.userCard.modes.${m}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {MESSAGE_KIND_NAMES.map((kind) => (
              <tr key={kind}>
                <th scope="row">{t(`accountAdmin.userCard.kinds.${kind}`)}</th>
                {MODES.map((mode) => {
                  const key = keyOf(kind, mode);
                  const offered = (MESSAGE_KINDS[kind].modes as readonly DeliveryMode[]).includes(mode);
                  return (
                    <td key={mode}>
                      {offered ? (
                        <input
                          type="checkbox"
                          aria-label={`${t(`accountAdmin.userCard.kinds.${kind}`)} ${t(`accountAdmin.userCard.modes.${mode}`)}`}
                          checked={on(key)}
                          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))}
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <button type="button" className="btn" disabled={save.isPending} onClick={() => void onSave()}>
        {t("accountAdmin.userCard.save")}
      </button>
    </>
  );
}
