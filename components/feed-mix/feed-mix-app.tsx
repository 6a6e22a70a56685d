"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Loader } from "@/components/ui/loader";
import { FinishedMix } from "./finished-mix";
import { viewFromParams, viewToSearch, type FeedMixView, type Navigate } from "./feed-mix-view-state";
import { MixView } from "./mix-view";
import { RecipeDetail } from "./recipe-detail";
import { RecipeTabs } from "./recipe-tabs";
import "./feed-mix.css";

/**
 * The recipe editors (React Aria's combobox and reorderable list, ~40 kB gzip) load when opened
 * (decision 100); they save online only. The views used while mixing (recipe, mix, finished mix)
 * stay in the page's first load, so the service worker has them for offline use.
 */
const RecipeCreate = lazy(() => import("./recipe-create").then((m) => ({ default: m.RecipeCreate })));
const RecipeEdit = lazy(() => import("./recipe-edit").then((m) => ({ default: m.RecipeEdit })));

/**
 * The feed-mixing screen: one view at a time (tabs → recipe → edit | mixing → finished mix), the
 * view mirrored in the address (the browser's back button and a reload work). Registers the
 * service worker that keeps the app shell for offline use (decision 044) where the browser allows
 * it (a secure origin).
 */
export function FeedMixApp({ initialView, customerNumber }: { initialView: FeedMixView; customerNumber: string | null }) {
  const [view, setView] = useState<FeedMixView>(initialView);
  const navigate = useCallback<Navigate>((next) => {
    window.history.pushState(null, "", `${window.location.pathname}${viewToSearch(next)}`);
    setView(next);
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    const onPop = () => setView(viewFromParams(new URLSearchParams(window.location.search)));
    // a page the service worker kept may have been rendered for another view: the address decides
    onPop();
    window.addEventListener("popstate", onPop);
    if ("serviceWorker" in navigator) navigator.serviceWorker.register("/maiturimix-sw.js").catch(() => {});
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  switch (view.kind) {
    case "list":
      return <RecipeTabs tab={view.tab} navigate={navigate} customerNumber={customerNumber} />;
    case "create":
      return (
        <Suspense fallback={<Loader />}>
          <RecipeCreate navigate={navigate} customerNumber={customerNumber} />
        </Suspense>
      );
    case "recipe":
      return <RecipeDetail key={view.id} id={view.id} navigate={navigate} customerNumber={customerNumber} />;
    case "edit":
      return (
        <Suspense fallback={<Loader />}>
          <RecipeEdit key={view.id} id={view.id} navigate={navigate} customerNumber={customerNumber} />
        </Suspense>
      );
    case "mix":
      return <MixView key={view.id} mixId={view.id} navigate={navigate} />;
    case "finished":
      return <FinishedMix key={view.id} id={view.id} navigate={navigate} customerNumber={customerNumber} />;
  }
}
