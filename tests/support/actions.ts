import { appDatabase } from "./app-database";
/** A route action's answer as tests compare it: a redirect and where to, or data with its status. */
export type ActionAnswer<Data> =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "refused"; status: number; data: Data };

/** Reads what a route action returned: a redirect, or `data(...)` with its status (200 unless set). */
export function actionAnswer<Data>(
  result: Response | { data: Data; init?: { status?: number } | null },
): ActionAnswer<Data> {
  if (result instanceof Response)
    return {
      kind: "redirect",
      status: result.status,
      location: result.headers.get("location") ?? "",
    };
  return { kind: "refused", status: result.init?.status ?? 200, data: result.data };
}

/** The status of what a route action returned: a Response's, or `data(...)`'s (unset: undefined). */
export function statusOf(answer: Response | { init?: { status?: number } | null }) {
  return answer instanceof Response ? answer.status : answer.init?.status;
}

type Loader = { loader: (args: never) => Promise<unknown> };

/**
 * A GET of `url` answered by the route module's loader: what it returned, or the Response
 * it threw (a 404, a redirect).
 */
export async function loaderAnswer<Data>(
  route: Promise<unknown>,
  url: string,
  { params = {}, context = {} }: { params?: Record<string, string>; context?: object } = {},
): Promise<Data | Response> {
  const { loader } = (await route) as Loader;
  try {
    return (await loader({
      request: new Request(new URL(url, "http://localhost")),
      params,
      context: { database: await appDatabase(), ...context },
    } as never)) as Data;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
