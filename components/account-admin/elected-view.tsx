"use client";

/**
 * Manage elected representatives (spec 2 §2, §5, §8; issue 12 item 8): staff look a user up by
 * e-mail (find-existing; 404 = not found, then the new-user form), choose districts by group
 * (district-groups) and save (add-existing-user / add-new-user), or remove the user as elected
 * (delete-elected). Field messages come from the server (spec 2 §5 texts); call failures show
 * the spec's "Det uppstode fel vid …" texts.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiFetch, useApiMutation, useApiQuery } from "@/lib/client/query";

interface District {
  Id: number;
  Name: string;
}
interface Groups {
  groups: { Id: number; Name: string; Districts: District[] }[];
}
interface ElectedUser {
  UserId: number;
  UserName: string;
  FirstName: string;
  LastName: string;
  IsElected: boolean;
  Districts: number[];
}

const PERSON_FIELDS = ["firstName", "lastName", "mobile", "phone"] as const;

const fieldsOf = (e: unknown): Record<string, string> =>
  e instanceof ApiError && e.body.fields ? Object.fromEntries(Object.entries(e.body.fields).map(([k, v]) => [k, v[0] ?? ""])) : {};

export function ElectedView() {
  const { t } = useTranslation();
  const api = useApiFetch();
  const groups = useApiQuery<Groups>(areaKey("elected", "groups"), "/api/manage-elected/district-groups", null, { method: "GET" });
  const [email, setEmail] = useState("");
  const [user, setUser] = useState<ElectedUser | null>(null);
  const [isNew, setIsNew] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [person, setPerson] = useState({ firstName: "", lastName: "", mobile: "", phone: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const addExisting = useApiMutation<{ user: ElectedUser }>("/api/manage-elected/add-existing-user");
  const addNew = useApiMutation<{ user: ElectedUser }>("/api/manage-elected/add-new-user");
  const remove = useApiMutation("/api/manage-elected/delete-elected");

  async function onFind(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFailure(null);
    setUser(null);
    setIsNew(false);
    try {
      const reply = await api.fetch<{ user: ElectedUser }>(areaKey("elected", "find", email), "/api/manage-elected/find-existing", {
        email,
      });
      setUser(reply.user);
      setChosen(reply.user.Districts);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        setIsNew(true);
        setChosen([]);
      } else if (err instanceof ApiError && err.status === 400) setErrors(fieldsOf(err));
      else setFailure(t("accountAdmin.elected.errors.check"));
    }
  }

  async function onSave(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const reply = isNew
        ? await addNew.mutateAsync({ email, ...person, districts: chosen })
        : await addExisting.mutateAsync({ email, districts: chosen });
      setUser(reply.user);
      setIsNew(false);
      toast.success(t("accountAdmin.elected.saved"));
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setErrors(fieldsOf(err));
      else setFailure(t("accountAdmin.elected.errors.add"));
    }
  }

  async function onRemove() {
    if (!user) return;
    setFailure(null);
    try {
      await remove.mutateAsync({ userName: user.UserName });
      setUser({ ...user, IsElected: false, Districts: [] });
      setChosen([]);
      toast.success(t("accountAdmin.elected.removed"));
    } catch {
      setFailure(t("accountAdmin.elected.errors.remove"));
    }
  }

  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));

  return (
    <>
      <form role="search" onSubmit={(e) => void onFind(e)} noValidate>
        <FormField
          name="email"
          type="email"
          label={t("accountAdmin.elected.email")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <SubmitButton pending={false}>{t("accountAdmin.elected.search")}</SubmitButton>
      </form>
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      {user || isNew ? (
        <form onSubmit={(e) => void onSave(e)} noValidate aria-label={t("accountAdmin.elected.title")}>
          {user ? (
            <p>
              {t("accountAdmin.elected.userLine", {
                name: `${user.FirstName} ${user.LastName}`,
                state: t(user.IsElected ? "accountAdmin.elected.isElected" : "accountAdmin.elected.notElected"),
              })}
            </p>
          ) : (
            <>
              <p>{t("accountAdmin.elected.notFoundNew")}</p>
              {PERSON_FIELDS.map((k) => (
                <FormField
                  key={k}
                  name={k}
                  label={t(`accountAdmin.elected.${k}`)}
                  value={person[k]}
                  onChange={(e) => setPerson((p) => ({ ...p, [k]: e.target.value }))}
                  error={errors[k]}
                />
              ))}
            </>
          )}
          <fieldset>
            <legend>{t("accountAdmin.elected.districts")}</legend>
            {groups.data?.groups.map((g) => (
              <fieldset key={g.Id}>
                <legend>{g.Name}</legend>
                {g.Districts.map((d) => (
                  <label key={d.Id} className="checkbox">
                    <input type="checkbox" checked={chosen.includes(d.Id)} onChange={(e) => toggle(d.Id, e.target.checked)} />
                    {d.Name}
                  </label>
                ))}
              </fieldset>
            ))}
          </fieldset>
          <SubmitButton pending={addNew.isPending || addExisting.isPending}>{t("accountAdmin.elected.save")}</SubmitButton>
          {user?.IsElected ? (
            <button type="button" className="btn btn--secondary" onClick={() => void onRemove()}>
              {t("accountAdmin.elected.remove")}
            </button>
          ) : null}
        </form>
      ) : null}
    </>
  );
}
