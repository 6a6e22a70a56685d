"use client";

/**
 * The delivery fee calculate dialog (spec 1 §2 "Delivery-fee calculator page and dialog", spec 2
 * §2 "Delivery assurance step 2, with a calculate dialog"): the calculator form in a modal.
 * Reusable: give it `defaults` (lorry type, address, quantity, date, article, sort) and the
 * `supplier` to start from, and read each result with `onResult`. A fresh form is shown every
 * time it opens; Escape, the backdrop and the close button close it and focus returns to the
 * button that opened it.
 *
 *   const [open, setOpen] = useState(false);
 *   <button type="button" onClick={() => setOpen(true)}>Beräkna</button>
 *   <CalculateDeliveryFeeDialog open={open} onClose={() => setOpen(false)} defaults={{ quantity: 30 }} />
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Modal } from "@/components/ui/modal";
import type { TCalculateDeliveryFeeResponse, TDeliveryFeeOptionsResponse } from "@/lib/delivery-fee/schemas";
import type { Market } from "@/lib/market";
import { DeliveryFeeForm, type DeliveryFeeDefaults } from "./delivery-fee-form";

export interface CalculateDeliveryFeeDialogProps {
  open: boolean;
  onClose: () => void;
  /** default: the shell's market */
  market?: Market;
  /** the customer (supplier) to calculate for; default: the customer in play */
  supplier?: string;
  /** the lists, when the caller already has them (else the dialog fetches them) */
  options?: TDeliveryFeeOptionsResponse | null;
  defaults?: DeliveryFeeDefaults;
  onResult?: (result: TCalculateDeliveryFeeResponse) => void;
}

export function CalculateDeliveryFeeDialog({
  open,
  onClose,
  market,
  supplier,
  options,
  defaults,
  onResult,
}: CalculateDeliveryFeeDialogProps) {
  const { t } = useTranslation();
  // the form stays mounted during the fade-out and is new on every opening
  const [shown, setShown] = useState(open);
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setShown(true);
      setOpening((n) => n + 1);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      onClosed={() => setShown(false)}
      title={t("deliveryFee.dialog.title")}
      size="wide"
      className="fee-dialog"
      footer={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t("deliveryFee.dialog.close")}
        </button>
      }
    >
      {shown || open ? (
        <DeliveryFeeForm key={opening} market={market} supplier={supplier} options={options} defaults={defaults} onResult={onResult} />
      ) : null}
    </Modal>
  );
}
