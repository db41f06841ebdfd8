import { toast } from "sonner";
import type { FormMessage } from "~/lib/forms";

/** One toast at a time per form flow: a new message replaces the previous one (spec 4). */
export function showToast(
  flow: string,
  kind: "success" | "error" | "info",
  message: FormMessage,
  duration?: number,
) {
  const show = kind === "success" ? toast.success : kind === "error" ? toast.error : toast.info;
  show(message.title, { id: flow, description: message.description, duration });
}
