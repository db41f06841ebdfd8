import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";

// Toasts at the top centre (spec 2) without putting the toast library in every
// page's first download: sonner is loaded the first time a toast is shown, and the
// toast is raised once its Toaster is mounted.

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const LazyToaster = lazy(() => import("./sonner-toaster"));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once in the root; renders nothing until the first toast. */
export function ToastHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <LazyToaster onMounted={markMounted} />
    </Suspense>
  ) : null;
}

export interface ToastContent {
  title: string;
  description?: ReactNode;
}

/** The toast each flow shows now (a flow's toasts replace each other). */
const current = new Map<string, string>();
let shown = 0;

/**
 * Shows a toast; a new one in the same flow replaces the previous (spec 4). The previous
 * one is dismissed and the new one gets an id of its own: updating a toast by its id
 * while it is leaving (its time just ran out) would leave no toast at all.
 */
export function showToast(
  flow: string,
  kind: "success" | "error" | "info",
  content: ToastContent,
  duration?: number,
) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import("sonner"), toasterMounted]).then(([{ toast }]) => {
    const show = kind === "success" ? toast.success : kind === "error" ? toast.error : toast.info;
    const previous = current.get(flow);
    if (previous) toast.dismiss(previous);
    const id = `${flow}-${++shown}`;
    current.set(flow, id);
    show(content.title, { id, description: content.description, duration });
  });
}
