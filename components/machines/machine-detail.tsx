"use client";

/**
 * A machine's page (spec 1 §2 "Machines"): its image (upload/remove, spec 1 §7 machine avatar),
 * details, engine hours read again from the vehicle-data service on every visit, its service
 * bookings with their state, and "remove machine" (confirmation first; on failure the spec's
 * 'Radera maskin misslyckades. Kontrollera igen!').
 */
import "./machines.css";
import { NavLink } from "@/components/shell/nav-link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { ImageUpload } from "@/components/ui/image-upload";
import { SimpleTable } from "@/components/ui/simple-table";
import { useApiMutation } from "@/lib/client/mutation";
import { formatEngineHours } from "@/lib/machines/format";
import type { TEngineHoursResponse } from "@/lib/machines/schemas";
import { formatDate, formatDateTime } from "@/lib/market/format";
import type { Market } from "@/lib/market";
import type { MachineListItem } from "./machine-list";

export interface MachineBooking {
  id: number;
  workshopName: string;
  workshopCity: string;
  preferredDate: string;
  description: string;
  status: string;
}

export function MachineDetail({
  machine,
  hasImage,
  engineHoursAt,
  bookings,
  market,
}: {
  machine: MachineListItem;
  hasImage: boolean;
  engineHoursAt: string | null;
  bookings: MachineBooking[];
  market: Market;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const router = useRouter();
  const [hours, setHours] = useState<{ engineHours: number | null; engineHoursAt: string | null }>({
    engineHours: machine.engineHours,
    engineHoursAt,
  });
  const [hoursState, setHoursState] = useState<"loading" | "done" | "failed">("loading");
  const refresh = useApiMutation<TEngineHoursResponse, { machineId: number }>("/api/machine/engine-hours");
  const remove = useApiMutation<{ isRemoved: boolean }, { machineId: number }>("/api/machine/remove-machine");
  const refreshHours = refresh.mutateAsync;

  useEffect(() => {
    let live = true;
    refreshHours({ machineId: machine.id })
      .then((r) => {
        if (!live) return;
        setHours(r);
        setHoursState("done");
      })
      .catch(() => {
        if (live) setHoursState("failed");
      });
    return () => {
      live = false;
    };
  }, [machine.id, refreshHours]);

  const name = `${machine.brandName} ${machine.modelName}`;

  async function onRemove() {
    const yes = await dialogs.confirm({
      title: t("machines.detail.removeConfirmTitle"),
      message: t("machines.detail.removeConfirm", { name }),
      confirmText: t("machines.detail.removeYes"),
      cancelText: t("machines.detail.removeNo"),
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ machineId: machine.id });
      router.push("/maskiner");
      router.refresh();
    } catch {
      await dialogs.alert({ title: t("machines.detail.removeFailedTitle"), message: t("machines.errors.remove") });
    }
  }

  return (
    <>
      <p>
        <NavLink href="/maskiner">{t("machines.detail.back")}</NavLink>
      </p>
      <h1>{name}</h1>
      <div className="machine-detail">
        <div className="card">
          <ImageUpload
            id="machine-image"
            label={t("machines.fields.image")}
            alt={name}
            imageUrl={machine.imageUrl}
            hasImage={hasImage}
            handleUrl="/api/machine/machine-upload-avatar"
            deleteUrl="/api/machine/machine-delete-avatar"
            extraFields={{ machineId: String(machine.id) }}
          />
        </div>
        <div>
          <dl>
            <dt>{t("machines.fields.type")}</dt>
            <dd>{machine.typeName}</dd>
            <dt>{t("machines.fields.brand")}</dt>
            <dd>{machine.brandName}</dd>
            <dt>{t("machines.fields.model")}</dt>
            <dd>{machine.modelName}</dd>
            <dt>{t("machines.fields.serialNumber")}</dt>
            <dd>{machine.serialNumber}</dd>
            <dt>{t("machines.fields.registerNumber")}</dt>
            <dd>{machine.registerNumber ?? "–"}</dd>
            <dt>{t("machines.fields.engineHours")}</dt>
            <dd data-testid="engine-hours" aria-busy={hoursState === "loading" || undefined}>
              {hours.engineHours === null
                ? t("machines.engineHoursUnknown")
                : t("machines.engineHoursValue", { hours: formatEngineHours(hours.engineHours, market) })}
              {hours.engineHoursAt ? (
                <small> {t("machines.engineHoursAt", { date: formatDateTime(hours.engineHoursAt, market) })}</small>
              ) : null}
            </dd>
          </dl>
          {hoursState === "failed" ? <p className="alert alert--warning">{t("machines.engineHoursFailed")}</p> : null}
          <p className="machines-toolbar__actions">
            <NavLink className="btn" href={`/maskiner/boka-service?machineId=${machine.id}`}>
              {t("machines.bookService")}
            </NavLink>
            <button type="button" className="btn btn--danger" onClick={() => void onRemove()} disabled={remove.isPending}>
              {t("machines.detail.remove")}
            </button>
          </p>
        </div>
      </div>
      <h2>{t("machines.detail.bookings")}</h2>
      {bookings.length === 0 ? (
        <p>{t("machines.detail.noBookings")}</p>
      ) : (
        <SimpleTable
          caption={t("machines.detail.bookings")}
          rows={bookings}
          getRowId={(b) => String(b.id)}
          columns={[
            { id: "date", header: t("machines.detail.bookingDate"), cell: (b) => formatDate(b.preferredDate, market) },
            { id: "workshop", header: t("machines.detail.bookingWorkshop"), cell: (b) => `${b.workshopName}, ${b.workshopCity}` },
            { id: "description", header: t("machines.detail.bookingDescription"), cell: (b) => b.description },
            { id: "status", header: t("machines.detail.bookingStatus"), cell: (b) => t(`machines.status.${b.status}`) },
          ]}
        />
      )}
    </>
  );
}
