/**
 * A page route's document headers: its parents', then its loader's, then its
 * action's, then a thrown response's (so an action's or a refusal's Retry-After or
 * Set-Cookie reaches the browser).
 */
export function withActionHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
  actionHeaders: Headers;
  errorHeaders?: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const [key, value] of loaderHeaders) headers.set(key, value);
  for (const [key, value] of actionHeaders) headers.set(key, value);
  for (const [key, value] of errorHeaders ?? []) headers.set(key, value);
  return headers;
}
