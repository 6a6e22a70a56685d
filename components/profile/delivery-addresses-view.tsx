"use client";

/**
 * The delivery address editor (spec 2 §2 "Organisation delivery address edit", issue 12 item 2):
 * the customer's active addresses, each with its form, silos and notification receivers, and
 * removal through POST /api/handle-delivery-address/delete/{addressNumber}/{pageId} (decision
 * 047: refused while an open delivery assurance uses the address). After a change the page's
 * server data is read again (router.refresh).
 */
import { lazy, Suspense, useState, type ComponentProps } from "react";
import { useRouter } from "next/navigation";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError } from "@/lib/client/api-fetch";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useApiMutation } from "@/lib/client/mutation";
import type { Market } from "@/lib/market";
import type { TAddressView } from "@/lib/profile/address-schemas";
import { ReceiversEditor } from "./receivers-editor";
import { SilosEditor } from "./silos-editor";
import { Loader } from "@/components/ui/loader";

// The address form opens on "Edit" or "New address": its code loads then (started on the button's
// first focus or press), not with the page (decision 106).
const addressForm = lazyLoad(() => import("./address-form"));
const LazyAddressForm = lazy(() => addressForm().then((m) => ({ default: m.AddressForm })));

function AddressForm(props: ComponentProps<typeof LazyAddressForm>) {
  return (
    <Suspense fallback={<Loader variant="inline" />}>
      <LazyAddressForm {...props} />
    </Suspense>
  );
}

export function DeliveryAddressesView({ market, pageId, addresses }: { market: Market; pageId: number; addresses: TAddressView[] }) {
  const { t } = useTranslation();
  const router = useRouter();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<number | "new" | null>(addresses.length === 0 ? "new" : null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useApiMutation<{ redirectUrl: string }, { id: number }>(
    ({ id }) => `/api/handle-delivery-address/delete/${id}/${pageId}`,
    {
      body: () => ({}),
    },
  );
  const refresh = () => router.refresh();

  async function onDelete(a: TAddressView) {
    const ok = await dialogs.confirm({
      title: t("profile.address.delete"),
      message: t("profile.address.deleteConfirm", { name: a.name }),
      confirmText: t("profile.address.delete"),
    });
    if (!ok) return;
    setError(null);
    try {
      const reply = await remove.mutateAsync({ id: a.id });
      setNotice(t("profile.address.deleted", { name: a.name }));
      if (reply.redirectUrl === window.location.pathname) refresh();
      else router.push(reply.redirectUrl);
    } catch (e) {
      setError(e instanceof ApiError && e.body.message ? e.body.message : t("profile.errors.saveFailed"));
    }
  }

  return (
    <div className="profile-addresses">
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="alert alert--ok" role="status">
          {notice}
        </p>
      ) : null}
      {addresses.map((a) => (
        <section key={a.id} className="card" aria-labelledby={`address-${a.id}-title`} data-address={a.id}>
          <h2 id={`address-${a.id}-title`}>{a.name}</h2>
          {editing === a.id ? (
            <AddressForm
              market={market}
              id={a.id}
              initial={{ Name: a.name, Street: a.street, ZipCode: a.zipCode, Place: a.place, Mobile: a.mobile ?? "" }}
              onSaved={() => {
                setEditing(null);
                refresh();
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <>
              <p>
                {a.street}, {a.zipCode} {a.place}
                {a.mobile ? `, ${a.mobile}` : ""}
              </p>
              <div className="form-actions">
                <button type="button" className="btn btn--secondary" onClick={() => setEditing(a.id)} {...warmOn(addressForm)}>
                  {t("profile.address.edit")}
                </button>
                <button type="button" className="btn btn--secondary" onClick={() => void onDelete(a)}>
                  {t("profile.address.delete")}
                </button>
              </div>
            </>
          )}
          <SilosEditor addressId={a.id} silos={a.silos} onChanged={refresh} />
          <ReceiversEditor market={market} addressId={a.id} receivers={a.receivers} onChanged={refresh} />
        </section>
      ))}
      {editing === "new" ? (
        <section className="card" aria-labelledby="address-new-title">
          <h2 id="address-new-title">{t("profile.address.new")}</h2>
          <AddressForm
            market={market}
            initial={{ Name: "", Street: "", ZipCode: "", Place: "", Mobile: "" }}
            onSaved={() => {
              setEditing(null);
              refresh();
            }}
            onCancel={addresses.length ? () => setEditing(null) : undefined}
          />
        </section>
      ) : (
        <button type="button" className="btn" onClick={() => setEditing("new")} {...warmOn(addressForm)}>
          {t("profile.address.new")}
        </button>
      )}
    </div>
  );
}
