"use client";

/**
 * Combobox / autocomplete (WAI-ARIA combobox pattern with a listbox popup) on React Aria
 * Components: typing filters the options (or, with filter="none", the caller searches and passes
 * the hits), ArrowDown/ArrowUp move through them (aria-activedescendant, focus stays in the
 * input), Enter picks, Escape closes (a second Escape clears). An empty result says so.
 */
import type { ReactNode } from "react";
import {
  Button,
  ComboBox as AriaComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useFilter,
  type Key,
} from "react-aria-components";
import { useTranslation } from "@/lib/i18n/react";
import { inAriaLocale } from "./aria-locale";
import { Loader } from "./loader";

export interface ComboBoxProps<T> {
  id?: string;
  label: ReactNode;
  items: readonly T[];
  /** a unique key per item */
  getKey: (item: T) => string;
  /** the item's text in the input and for filtering */
  getText: (item: T) => string;
  /** the option's content (default: its text) */
  renderItem?: (item: T) => ReactNode;
  /** controlled text of the input */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  /** controlled chosen item's key (null: none) */
  selectedKey?: string | null;
  defaultSelectedKey?: string;
  /** the chosen item (null when cleared) */
  onSelect?: (item: T | null) => void;
  /** "contains" (default) or "startsWith" filter here; "none": the caller passes the matching items */
  filter?: "contains" | "startsWith" | "none";
  /** keep text that matches no item (free text) */
  allowsCustomValue?: boolean;
  /** open the list on typing (default), on focus, or only with the arrow keys/button */
  menuTrigger?: "input" | "focus" | "manual";
  /** shown when no item matches (default "Inga träffar") */
  emptyText?: ReactNode;
  /** the caller is searching */
  loading?: boolean;
  loadingText?: string;
  hint?: ReactNode;
  error?: string;
  /** a hidden input with this name carries the chosen key in plain form posts */
  name?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

function ComboBoxInner<T>({
  id,
  label,
  items,
  getKey,
  getText,
  renderItem,
  inputValue,
  onInputChange,
  selectedKey,
  defaultSelectedKey,
  onSelect,
  filter = "contains",
  allowsCustomValue,
  menuTrigger = "input",
  emptyText,
  loading,
  loadingText,
  hint,
  error,
  name,
  placeholder,
  required,
  disabled,
  className,
}: ComboBoxProps<T>) {
  const { t } = useTranslation();
  const { contains, startsWith } = useFilter({ sensitivity: "base" });
  const byKey = (key: Key | null) => (key === null ? null : (items.find((i) => getKey(i) === String(key)) ?? null));
  return (
    <AriaComboBox
      id={id}
      className={`field ui-combobox${className ? ` ${className}` : ""}`}
      // React Aria filters defaultItems itself; items are taken as already filtered
      {...(filter === "none" ? { items } : { defaultItems: items })}
      inputValue={inputValue}
      onInputChange={onInputChange}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => onSelect?.(byKey(key))}
      defaultFilter={filter === "startsWith" ? startsWith : contains}
      allowsCustomValue={allowsCustomValue}
      allowsEmptyCollection
      menuTrigger={menuTrigger}
      formValue="key"
      name={name}
      isRequired={required}
      isDisabled={disabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      <div className="ui-combobox__control">
        <Input className="ui-combobox__input" placeholder={placeholder} />
        <Button className="ui-combobox__toggle" aria-label={t("ui.combobox.showOptions")}>
          <span className="caret" aria-hidden="true" />
        </Button>
      </div>
      {hint ? (
        <Text slot="description" className="field-help">
          {hint}
        </Text>
      ) : null}
      {loading ? <Loader label={loadingText} /> : null}
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="ui-combobox__popover" placement="bottom start" offset={2}>
        <ListBox<T>
          className="ui-combobox__list"
          renderEmptyState={() => <p className="ui-combobox__empty">{emptyText ?? t("ui.combobox.noResults")}</p>}
        >
          {(item) => (
            <ListBoxItem id={getKey(item)} textValue={getText(item)} className="ui-combobox__option">
              {renderItem ? renderItem(item) : getText(item)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

/** ComboBox in React Aria's locale of the portal language (components/ui/aria-locale.tsx). */
export const ComboBox = inAriaLocale(ComboBoxInner);
