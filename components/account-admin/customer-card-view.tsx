"use client";

/**
 * The customer card (spec 2 §2, §4, §6, §8; issue 12 item 6): the owner sees the customer's users,
 * changes a user's profile (change-profile; "Anpassad" opens the role editor, save-roles),
 * disconnects a user after a confirmation (remove-user) and adds a user by e-mail with the
 * organisation number (add-owner; an unknown e-mail is invited). After an owner is added the
 * page reloads after 2 s (spec 2 §9). Errors: the server's text, else "Ett fel inträffade";
 * a failed add "Kunde inte lägga till ägare" with the server's text.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import { PROFILE_IDS } from "@/lib/customer-admin/permissions";
import type { CustomerCardUser } from "@/lib/customer-admin/schemas";
import { RoleEditor } from "./role-editor";
import { TableScroll } from "@/components/ui/table-scroll";

/** Spec 2 §9: the page reloads 2 s after an owner was added. */
export const OWNER_RELOAD_MS = 2000;

type Reply = { success: true; message: string };

export function CustomerCardView({
  customer,
  users,
  currentUserId,
}: {
  customer: { customerNumber: string; name: string; organisationNumber: string | null };
  users: CustomerCardUser[];
  currentUserId: number;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [rows, setRows] = useState(users);
  const [error, setError] = useState<string | null>(null);
  const [username, setUsername] = useState("");
  const [org, setOrg] = useState("");
  const change = useApiMutation<Reply>("/api/customer-card/change-profile");
  const remove = useApiMutation<Reply>("/api/customer-card/remove-user");
  const saveRoles = useApiMutation<Reply>("/api/usercard/save-roles");
  const add = useApiMutation<Reply & { invited: boolean }>("/api/customer-card/add-owner");
  const n = customer.customerNumber;

  const failText = (e: unknown) => (e instanceof ApiError && e.message ? e.message : t("accountAdmin.errors.generic"));

  async function onProfile(u: CustomerCardUser, profileId: number) {
    setError(null);
    try {
      await change.mutateAsync({ userName: u.userName, profileId, customerNo: n });
      setRows((r) => r.map((x) => (x.userId === u.userId ? { ...x, profileId } : x)));
    } catch (e) {
      setError(failText(e));
    }
  }

  async function onRoles(u: CustomerCardUser, roles: string[]) {
    setError(null);
    try {
      const reply = await saveRoles.mutateAsync({ userName: u.userName, customerNumber: n, roles });
      setRows((r) => r.map((x) => (x.userId === u.userId ? { ...x, profileId: PROFILE_IDS.custom, customRoles: roles } : x)));
      toast.success(reply.message);
    } catch (e) {
      setError(failText(e));
    }
  }

  async function onRemove(u: CustomerCardUser) {
    const ok = await dialogs.confirm({
      title: t("accountAdmin.customerCard.remove"),
      message: t("accountAdmin.customerCard.confirmRemove", { name: u.name }),
      confirmText: t("accountAdmin.customerCard.remove"),
    });
    if (!ok) return;
    setError(null);
    try {
      const reply = await remove.mutateAsync({ userName: u.userName, userId: u.userId, customerNo: n });
      setRows((r) => r.filter((x) => x.userId !== u.userId));
      toast.success(reply.message);
    } catch (e) {
      setError(failText(e));
    }
  }

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const reply = await add.mutateAsync({ username: username.trim(), customernumber: n, organizationnumber: org.trim() });
      toast.success(reply.message);
      setTimeout(() => window.location.reload(), OWNER_RELOAD_MS);
      setUsername("");
    } catch (err) {
      setError(`${t("accountAdmin.errors.addOwnerFailed")}: ${failText(err)}`);
    }
  }

  return (
    <>
      <p>{t("accountAdmin.customerCard.customer", { name: customer.name, customerNumber: customer.customerNumber })}</p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <TableScroll>
        <table className="table">
          <caption>{t("accountAdmin.customerCard.users")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("accountAdmin.customerCard.name")}</th>
              <th scope="col">{t("accountAdmin.customerCard.email")}</th>
              <th scope="col">{t("accountAdmin.customerCard.profile")}</th>
              <th scope="col">{t("accountAdmin.customerCard.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.userId} data-user={u.userName}>
                <th scope="row">
                  {u.name} {u.userId === currentUserId ? t("accountAdmin.customerCard.you") : null}
                </th>
                <td>{u.email}</td>
                <td>
                  <select
                    aria-label={`${t("accountAdmin.customerCard.profile")} ${u.name}`}
                    value={u.profileId}
                    disabled={change.isPending}
                    onChange={(e) => void onProfile(u, Number(e.target.value))}
                  >
                    {Object.entries(PROFILE_IDS).map(([p, id]) => (
                      <option key={p} value={id}>
                        {t(`accountAdmin.profiles.${p}`)}
                      </option>
                    ))}
                  </select>
                  {u.profileId === PROFILE_IDS.custom ? (
                    <RoleEditor
                      userName={u.userName}
                      initial={u.customRoles}
                      pending={saveRoles.isPending}
                      onSave={(r) => void onRoles(u, r)}
                    />
                  ) : null}
                </td>
                <td>
                  <button type="button" className="btn btn--secondary" onClick={() => void onRemove(u)}>
                    {t("accountAdmin.customerCard.remove")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <form className="customer-card-add" onSubmit={(e) => void onAdd(e)} noValidate>
        <h2>{t("accountAdmin.customerCard.addHeading")}</h2>
        <FormField
          name="username"
          type="email"
          label={t("accountAdmin.customerCard.username")}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <FormField
          name="organizationnumber"
          label={t("accountAdmin.customerCard.organizationNumber")}
          value={org}
          onChange={(e) => setOrg(e.target.value)}
        />
        <SubmitButton pending={add.isPending}>{t("accountAdmin.customerCard.add")}</SubmitButton>
      </form>
    </>
  );
}
