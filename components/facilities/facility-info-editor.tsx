"use client";

/**
 * The facility information edit page (spec 3 §2, §4 "Owner selection", "Edit flow"): an owner
 * enables "create new" and loads the owner's facilities; edit and create show the form instead of
 * the list; a save or delete returns to the list; delete asks first and names the reason when the
 * facility still has bookings ahead.
 */
import "./facilities.css";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { Loader } from "@/components/ui/loader";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiFetch, useApiMutation, useApiQuery } from "@/lib/client/query";
import type { TFacilityInformation } from "@/lib/facilities/schemas";
import { FacilityInfoForm, type InfoOptions } from "./facility-info-form";
import { OwnerBar } from "./owner-bar";

const API = "/api/facility-edit-information";

interface Row {
  FacilityId: number;
  FacilityName: string;
  City: string;
  ShowFacilityInfo: boolean;
}

export function FacilityInfoEditor({ owners, options }: { owners: { id: number; name: string }[]; options: InfoOptions }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const { fetch } = useApiFetch();
  const [owner, setOwner] = useState("");
  const [editing, setEditing] = useState<TFacilityInformation | null>(null);
  const [opening, setOpening] = useState(false);
  const listKey = areaKey("facilities", "by-owner", owner);
  const list = useApiQuery<{ facilitiesByOwner: Row[] }>(
    listKey,
    `${API}/facilities-by-owner`,
    { facilityOwnerId: owner, facilityOwnerName: owners.find((o) => String(o.id) === owner)?.name ?? "", isInternal: true },
    { method: "GET", enabled: owner !== "" },
  );
  const create = useApiMutation<{ facilityInformation: TFacilityInformation }>(`${API}/create-new-facility`);
  const remove = useApiMutation<{ result: boolean; message: string }>(`${API}/delete-facility-information`, { invalidates: [listKey] });

  async function onCreate() {
    try {
      setEditing((await create.mutateAsync({ facilityOwnerId: owner, isInternal: true })).facilityInformation);
    } catch {
      toast.warning(t("facilities.errors.createFacility"));
    }
  }

  async function onEdit(id: number) {
    setOpening(true);
    try {
      const r = await fetch<{ facilityInformation: TFacilityInformation }>(
        areaKey("facilities", "edit", id),
        `${API}/edit-facility-information`,
        { facilityId: id, owner, isInternal: true },
        { method: "GET" },
      );
      setEditing(r.facilityInformation);
    } catch {
      toast.warning(t("facilities.errors.fetchFacility"));
    } finally {
      setOpening(false);
    }
  }

  async function onDelete(row: Row) {
    const yes = await dialogs.confirm({
      title: t("facilities.ui.delete"),
      message: t("facilities.ui.deleteConfirm", { name: row.FacilityName }),
    });
    if (!yes) return;
    try {
      const r = await remove.mutateAsync({ facilityOwner: owner, facilityId: row.FacilityId });
      toast.success(r.message);
    } catch (e) {
      await dialogs.alert({
        title: t("facilities.info.deleteFailed"),
        message: e instanceof ApiError && e.status === 409 ? e.message : t("facilities.info.deleteError"),
      });
    }
  }

  if (editing)
    return (
      <FacilityInfoForm
        initial={editing}
        options={options}
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
        id="fi-owner"
        owners={owners}
        owner={owner}
        onOwner={setOwner}
        createLabel={t("facilities.ui.createNew")}
        onCreate={() => void onCreate()}
        busy={busy}
      />
      {owner && list.isFetching ? <Loader /> : null}
      {owner && list.isError ? <p className="alert alert--error">{t("facilities.errors.fetchFacilities")}</p> : null}
      {owner && list.data ? (
        <ul className="fac-list" data-testid="facilities-by-owner">
          {list.data.facilitiesByOwner.map((r) => (
            <li key={r.FacilityId}>
              <span>
                {r.FacilityName}
                {r.City ? `, ${r.City}` : ""}
              </span>
              <span className="fac-actions">
                <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={() => void onEdit(r.FacilityId)}>
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
