import { robotsTxt } from "~/.server/seo/robots";
import { env } from "~/.server/services";

export function loader() {
  return new Response(robotsTxt(env.publicUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
