"use client";

import { useTranslation } from "@/lib/i18n/react";

export type WizardStep = string | { label: string; id?: string };

export interface ProgressWizardProps {
  steps: readonly WizardStep[];
  /** index of the current step, starting at 0 */
  current: number;
  /** name of the list (default "Steg") */
  label?: string;
  /** makes finished steps buttons that go back to them */
  onStepClick?: (index: number) => void;
  className?: string;
}

/** The progress line of a multi-step form; the current step has aria-current="step". */
/** Where a step stands relative to the current one (a CSS state, not a text). */
function stepState(i: number, current: number): "done" | "current" | "upcoming" {
  if (i < current) return "done";
  return i === current ? "current" : "upcoming";
}

export function ProgressWizard({ steps, current, label, onStepClick, className }: ProgressWizardProps) {
  const { t } = useTranslation();
  return (
    <ol className={`ui-wizard${className ? ` ${className}` : ""}`} aria-label={label ?? t("ui.wizard.label")}>
      {steps.map((step, i) => {
        const text = typeof step === "string" ? step : step.label;
        const key = typeof step === "string" ? `${i}-${step}` : (step.id ?? `${i}-${step.label}`);
        const state = stepState(i, current);
        const inner = (
          <>
            <span className="ui-wizard__marker" aria-hidden="true">
              {state === "done" ? "✓" : i + 1}
            </span>
            <span className="ui-wizard__label">
              {text}
              {state === "done" ? <span className="visually-hidden"> ({t("ui.wizard.done")})</span> : null}
            </span>
          </>
        );
        return (
          <li
            key={key}
            className={`ui-wizard__step ui-wizard__step--${state}`}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
          >
            {state === "done" && onStepClick ? (
              <button type="button" className="ui-wizard__button" onClick={() => onStepClick(i)}>
                {inner}
              </button>
            ) : (
              <span className="ui-wizard__button">{inner}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
