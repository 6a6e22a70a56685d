"use client";

/**
 * Reorderable list (spec 4 §1: table rows that have an order reorder by drag and drop, with a
 * keyboard alternative). React Aria's GridList with `useDragAndDrop`: rows are dragged with the
 * mouse or touch, or with the keyboard from the row's drag handle (Enter, arrows, Enter; React
 * Aria announces it in Finnish and Swedish); every row also has visible "move up" and "move down"
 * buttons. Each change is shown at once and saved through `onSave` (a POST of the whole new
 * order); when the save fails the list goes back to the last saved order and `onError` is told.
 * Saves run one after another in the order of the changes.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { inAriaLocale } from "./aria-locale";
import { Button, GridList, GridListItem, useDragAndDrop } from "react-aria-components";
import { moveBy, moveKeys, sameOrder, type ReorderKey } from "@/lib/ui/reorder";

export interface ReorderableListProps<T> {
  /** the list's accessible name */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => ReorderKey;
  /** the row's name (drag announcements, move-button labels) */
  itemText: (item: T) => string;
  /** the row's content (default: its text) */
  renderItem?: (item: T, index: number) => ReactNode;
  /** saves the new order (all keys, first to last); rejecting rolls the list back */
  onSave: (keys: ReorderKey[]) => Promise<unknown>;
  onError?: (error: unknown) => void;
  /** rows can be seen but not moved */
  disabled?: boolean;
  className?: string;
}

function ReorderableListInner<T>({
  label,
  items,
  itemKey,
  itemText,
  renderItem,
  onSave,
  onError,
  disabled,
  className,
}: ReorderableListProps<T>) {
  const { t } = useTranslation();
  const incoming = items.map(itemKey);
  const incomingText = JSON.stringify(incoming);
  const [source, setSource] = useState(incomingText);
  const [order, setOrder] = useState<ReorderKey[]>(incoming);
  const [status, setStatus] = useState("");
  const confirmed = useRef<ReorderKey[]>(order);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const epoch = useRef(0);
  const [pending, setPending] = useState(0);

  // rows in another order from outside (a reload, the saved reply) replace the shown order once no
  // save is pending; a new array with the same rows in the same order changes nothing
  if (incomingText !== source && pending === 0) {
    setSource(incomingText);
    setOrder(incoming);
  }
  useEffect(() => {
    if (pending === 0) confirmed.current = JSON.parse(incomingText) as ReorderKey[];
  }, [incomingText, pending]);

  const byKey = new Map(items.map((item) => [itemKey(item), item] as const));
  const rows = order.flatMap((k) => {
    const item = byKey.get(k);
    return item === undefined ? [] : [{ key: k, item }];
  });

  function apply(next: ReorderKey[], moved: ReorderKey) {
    if (sameOrder(next, order)) return;
    setOrder(next);
    const item = byKey.get(moved);
    if (item !== undefined)
      setStatus(t("ui.reorder.moved", { name: itemText(item), position: next.indexOf(moved) + 1, count: next.length }));
    const at = epoch.current;
    setPending((n) => n + 1);
    chain.current = chain.current.then(async () => {
      try {
        if (at !== epoch.current) return; // an earlier change failed: this one was rolled back with it
        await onSave(next);
        confirmed.current = next;
      } catch (e) {
        epoch.current += 1;
        setOrder(confirmed.current);
        setStatus(t("ui.reorder.failed"));
        onError?.(e);
      } finally {
        setPending((n) => n - 1);
      }
    });
  }

  const { dragAndDropHooks } = useDragAndDrop({
    isDisabled: disabled,
    getItems: (keys) => [...keys].map((k) => ({ "text/plain": itemText(byKey.get(k) as T) })),
    onReorder(e) {
      const position = e.target.dropPosition === "after" ? "after" : "before";
      const next = moveKeys(order, e.keys as Set<ReorderKey>, e.target.key, position);
      const first = [...e.keys][0];
      if (first !== undefined) apply(next, first);
    },
  });

  return (
    <div className={`ui-reorder${className ? ` ${className}` : ""}`}>
      <GridList aria-label={label} className="ui-reorder__list" dragAndDropHooks={dragAndDropHooks} selectionMode="none">
        {rows.map(({ key, item }, i) => {
          const name = itemText(item);
          return (
            <GridListItem key={String(key)} id={key} textValue={name} className="ui-reorder__row">
              <Button slot="drag" className="ui-reorder__handle" aria-label={t("ui.reorder.drag", { name })}>
                <span aria-hidden="true">⠿</span>
              </Button>
              <span className="ui-reorder__content">{renderItem ? renderItem(item, i) : name}</span>
              <Button
                className="btn btn--secondary btn--small ui-reorder__move"
                aria-label={t("ui.reorder.moveUp", { name })}
                isDisabled={disabled || i === 0}
                onPress={() => apply(moveBy(order, key, -1), key)}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                className="btn btn--secondary btn--small ui-reorder__move"
                aria-label={t("ui.reorder.moveDown", { name })}
                isDisabled={disabled || i === rows.length - 1}
                onPress={() => apply(moveBy(order, key, 1), key)}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </GridListItem>
          );
        })}
      </GridList>
      <p className="visually-hidden ui-reorder__status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/** ReorderableList in React Aria's locale of the portal language (components/ui/aria-locale.tsx). */
export const ReorderableList = inAriaLocale(ReorderableListInner);
