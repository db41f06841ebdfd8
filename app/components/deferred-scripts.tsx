import { Scripts } from "react-router";

// The app's JavaScript waits for the visitor's first interaction (issue 12): every page
// is complete as server-rendered HTML and every form works without a script, so a
// visitor who only reads needs none, and nothing competes with the first paint.
//
// On the server, React Router's <Scripts> (module preloads, the router context and the
// module that hydrates) is rendered inside a <template>, where the browser neither
// runs it; the router's data scripts that follow it are moved in with it, and its module
// preloads hidden from the preload scanner (app/.server/document/deferred-scripts.ts). The first pointerdown, keydown, touchstart or
// focus copies them out in order, and the page hydrates. In the browser the template is
// rendered empty: its parsed content is not part of the DOM that React hydrates.

export const APP_SCRIPTS_ID = "mg-app-scripts";

/** The first interactions that load the app: a press, a key, a touch or a focus. */
const START_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"];

const BOOT = `(function () {
  var template = document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)});
  var nonce = document.currentScript ? document.currentScript.nonce : "";
  var events = ${JSON.stringify(START_EVENTS)};
  function start() {
    if (!template) return;
    var nodes = Array.prototype.slice.call(template.content.children);
    template = null;
    events.forEach(function (type) { removeEventListener(type, start, true); });
    // The first page of a visit has its stylesheet inline and the link as a prefetch
    // (app/.server/document/first-paint.ts): a stylesheet again before React hydrates.
    document.querySelectorAll('link[data-rel="stylesheet"]').forEach(function (link) {
      link.removeAttribute("data-rel");
      link.rel = "stylesheet";
    });
    nodes.forEach(function (node) {
      var copy = document.createElement(node.localName);
      for (var i = 0; i < node.attributes.length; i++) {
        var attribute = node.attributes[i];
        // data-rel: the server hid rel="modulepreload" from the preload scanner.
        var name = attribute.name === "data-rel" ? "rel" : attribute.name;
        if (name !== "nonce") copy.setAttribute(name, attribute.value);
      }
      if (nonce) copy.nonce = nonce;
      copy.textContent = node.textContent;
      (node.localName === "link" ? document.head : document.body).appendChild(copy);
    });
  }
  events.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  window.__mgStartApp = start;
})();`;

export function DeferredScripts({ nonce }: { nonce: string }) {
  // The development server's hot reload needs its scripts at once.
  if (import.meta.env.DEV) return <Scripts nonce={nonce} />;
  const onServer = typeof document === "undefined";
  return (
    <>
      <template id={APP_SCRIPTS_ID}>{onServer ? <Scripts nonce={nonce} /> : null}</template>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOT }} />
    </>
  );
}
