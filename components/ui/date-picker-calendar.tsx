"use client";

/**
 * The date picker's calendar dialog (WAI-ARIA date picker dialog pattern): a React Aria Popover
 * (modal: the page is hidden from assistive technology, Tab stays inside, a click outside or Escape
 * closes it and focus returns to the button) holding a Dialog with a React Aria Calendar — a grid
 * of days, Monday first; arrow keys move by day and week, Home/End to the week's ends, PageUp/
 * PageDown by month (with Shift by year), Enter or Space picks. Month and weekday names come from
 * the locale given to React Aria's I18nProvider (sv-SE, fi-FI).
 */
import type { RefObject } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  Heading,
  Popover,
} from "react-aria-components";
import { parseDate, type CalendarDate } from "@internationalized/date";
import { useTranslation } from "@/lib/i18n/react";
import { inAriaLocale } from "./aria-locale";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { isValidIsoDate } from "@/lib/ui/date-input";

function toDate(iso: string | undefined): CalendarDate | undefined {
  return iso && isValidIsoDate(iso) ? parseDate(iso) : undefined;
}

export interface DateCalendarPopoverProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the element the popover is placed under (the input and its button) */
  anchorRef: RefObject<HTMLElement | null>;
  /** the chosen day, ISO or "" */
  value: string;
  /** the market: with no value the calendar starts on today in its time zone */
  market: Market;
  min?: string;
  max?: string;
  onPick: (iso: string) => void;
}

function DateCalendarPopoverInner({ id, open, onOpenChange, anchorRef, value, market, min, max, onPick }: DateCalendarPopoverProps) {
  const { t } = useTranslation();
  const selected = toDate(value);
  return (
    <Popover
      triggerRef={anchorRef}
      isOpen={open}
      onOpenChange={onOpenChange}
      placement="bottom start"
      offset={4}
      className="ui-date__popover"
    >
      <Dialog id={id} className="ui-date__popup" aria-label={t("ui.date.openCalendar")}>
        <Calendar
          className="ui-cal"
          value={selected ?? null}
          defaultFocusedValue={selected ?? toDate(todayIn(market))}
          minValue={toDate(min)}
          maxValue={toDate(max)}
          firstDayOfWeek="mon"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA date picker dialog moves focus to the grid's date when it opens
          autoFocus
          onChange={(d) => onPick(d.toString())}
        >
          <div className="ui-cal__header">
            <Button slot="previous" className="ui-cal__nav" aria-label={t("ui.date.prevMonth")}>
              <span aria-hidden="true">‹</span>
            </Button>
            <Heading className="ui-cal__title" />
            <Button slot="next" className="ui-cal__nav" aria-label={t("ui.date.nextMonth")}>
              <span aria-hidden="true">›</span>
            </Button>
          </div>
          <CalendarGrid className="ui-cal__grid" weekdayStyle="short">
            <CalendarGridHeader>{(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}</CalendarGridHeader>
            <CalendarGridBody>{(date) => <CalendarCell date={date} className="ui-cal__day" />}</CalendarGridBody>
          </CalendarGrid>
        </Calendar>
        <div className="ui-cal__footer">
          <p className="ui-cal__help">{t("ui.date.keyboardHelp")}</p>
          <Button className="btn btn--secondary ui-cal__close" onPress={() => onOpenChange(false)}>
            {t("ui.date.close")}
          </Button>
        </div>
      </Dialog>
    </Popover>
  );
}

/** DateCalendarPopover in React Aria's locale of the portal language (components/ui/aria-locale.tsx). */
export const DateCalendarPopover = inAriaLocale(DateCalendarPopoverInner);
