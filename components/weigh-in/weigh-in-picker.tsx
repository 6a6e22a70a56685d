"use client";

/**
 * The weigh-in page's sub-customer dropdown (spec 3 §2, §7): choosing a customer navigates to the
 * link base plus its number; the server preselected the option.
 */
import { useRouter } from "next/navigation";
import { useTranslation } from "@/lib/i18n/react";

export function WeighInPicker(props: { linkBase: string; selected: string; options: { customerNumber: string; name: string }[] }) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <div className="field">
      <label htmlFor="weigh-in-customer">{t("weighIn.customer")}</label>
      <select
        id="weigh-in-customer"
        defaultValue={props.selected}
        onChange={(e) => router.push(props.linkBase + encodeURIComponent(e.target.value))}
      >
        {props.options.map((o) => (
          <option key={o.customerNumber} value={o.customerNumber}>
            {`${o.customerNumber} – ${o.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
