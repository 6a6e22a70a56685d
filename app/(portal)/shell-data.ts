import "server-only";
import { cache } from "react";
import { getDb } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getInboxStatistics } from "@/lib/inbox/get-inbox-statistics";
import type { Market } from "@/lib/market";
import { findMenuPages } from "@/lib/pages/find-menu-pages";
import { areaAccessAt } from "@/lib/auth/area-access";

/**
 * The shell's menu and inbox counts, read once per page request: the layout draws the header with
 * them and the start page (and the price page) show the same data, so React's request cache hands
 * the second reader the first one's answer instead of a second statement (decision 101). The actor
 * is the request's one object (getActor is cached too), so the cache key matches.
 */
export const menuPagesFor = cache(async (actor: Actor, market: Market) =>
  findMenuPages(await getDb(), { actor, market, accessAt: (customerNumber) => areaAccessFor(actor, customerNumber) }),
);

/** The areas the user's profile gives at a customer: the menu and the start page read them once per request (decision 109). */
export const areaAccessFor = cache(async (actor: Actor, customerNumber: string) => areaAccessAt(await getDb(), actor, customerNumber));

export const inboxStatisticsFor = cache(async (userId: number) => getInboxStatistics(await getDb(), { userId }));
