import { useEffect } from "react";
import { Toaster } from "sonner";

/**
 * The toast area, loaded on the first toast (see toasts.tsx). onMounted runs after
 * the Toaster's own effects (children first), so it is listening by then.
 */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  // One toast at a time per flow (each flow reuses its id); at most 3 visible, 4 s by default.
  return <Toaster position="top-center" richColors closeButton visibleToasts={3} duration={4000} />;
}
