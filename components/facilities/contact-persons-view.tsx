"use client";

/**
 * The contact person page (spec 3 §2, §4 "Owner selection", "Edit flow", §8): an owner enables
 * "create new" and loads the owner's contact persons; edit and create show the form; save and
 * delete return to the list.
 */
import "./facilities.css";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { Loader } from "@/components/ui/loader";
import { toast } from "@/components/ui/toast";
import { areaKey, useApiFetch, useApiMutation, useApiQuery } from "@/lib/client/query";
import type { TContactPersonInformation } from "@/lib/facilities/schemas";
import { ContactPersonForm, type PersonOptions } from "./contact-person-form";
import { OwnerBar } from "./owner-bar";

const API = "/api/facility-contact-person";

interface Row {
  ContactPersonId: number;
  ContactPersonFirstName: string;
  ContactPersonLastName: string;
  PrimaryRole: string;
}

export function ContactPersonsView({ owners, options }: { owners: { id: number; name: string }[]; options: PersonOptions }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const { fetch } = useApiFetch();
  const [owner, setOwner] = useState("");
  const [editing, setEditing] = useState<TContactPersonInformation | null>(null);
  const [opening, setOpening] = useState(false);
  const key = areaKey("facilities", "persons", owner);
  const list = useApiQuery<{ contactPersonsByOwner: Row[] }>(
    key,
    `${API}/contact-persons-by-owner`,
    { contactPersonOwnerId: owner, isInternal: true },
    { method: "GET", enabled: owner !== "" },
  );
  const create = useApiMutation<{ contactPersonInformation: TContactPersonInformation }>(`${API}/create-new-contact-person`);
  const remove = useApiMutation<{ message: string }>(`${API}/delete-contact-person`, { invalidates: [key] });
  const rows = list.data?.contactPersonsByOwner ?? [];

  async function onCreate() {
    try {
      setEditing((await create.mutateAsync({ contactPersonOwnerId: owner, isInternal: true })).contactPersonInformation);
    } catch {
      toast.warning(t("facilities.errors.createContactPerson"));
    }
  }

  async function onEdit(id: number) {
    setOpening(true);
    try {
      const r = await fetch<{ contactPersonInformation: TContactPersonInformation }>(
        areaKey("facilities", "person", id),
        `${API}/edit-contact-person`,
        { contactPersonId: id, isInternal: true },
        { method: "GET" },
      );
      setEditing(r.contactPersonInformation);
    } catch {
      toast.warning(t("facilities.errors.fetchContactPersons"));
    } finally {
      setOpening(false);
    }
  }

  async function onDelete(r: Row) {
    const name = `${r.ContactPersonFirstName} ${r.ContactPersonLastName}`;
    if (!(await dialogs.confirm({ title: t("facilities.ui.delete"), message: t("facilities.ui.deleteConfirm", { name }) }))) return;
    try {
      toast.success((await remove.mutateAsync({ contactPersonOwnerId: owner, contactPersonId: r.ContactPersonId })).message);
    } catch {
      await dialogs.alert({ title: t("facilities.ui.delete"), message: t("facilities.cp.deleteFailed") });
    }
  }

  if (editing)
    return (
      <ContactPersonForm
        initial={editing}
        options={options}
        managers={rows.map((r) => ({ id: r.ContactPersonId, name: `${r.ContactPersonFirstName} ${r.ContactPersonLastName}` }))}
        onDone={() => {
          setEditing(null);
          void list.refetch();
        }}
      />
    );

  const busy = create.isPending || remove.isPending || opening;
  return (
    <div className="fac-page">
      <OwnerBar
        id="cp-owner"
        owners={owners}
        owner={owner}
        onOwner={setOwner}
        createLabel={t("facilities.ui.createNewPerson")}
        onCreate={() => void onCreate()}
        busy={busy}
      />
      {owner && list.isFetching ? <Loader /> : null}
      {owner && list.isError ? <p className="alert alert--error">{t("facilities.errors.fetchContactPersons")}</p> : null}
      {owner && list.data ? (
        <ul className="fac-list" data-testid="contact-persons">
          {rows.map((r) => (
            <li key={r.ContactPersonId}>
              <span>
                {r.ContactPersonFirstName} {r.ContactPersonLastName} · {r.PrimaryRole}
              </span>
              <span className="fac-actions">
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  disabled={busy}
                  onClick={() => void onEdit(r.ContactPersonId)}
                >
                  {t("facilities.ui.edit")}
                </button>
                <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={() => void onDelete(r)}>
                  {t("facilities.ui.delete")}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
