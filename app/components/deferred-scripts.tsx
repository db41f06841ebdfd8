import { Scripts } from "react-router";
import { EARLY_CHUNKS } from "~/lib/text/chunks";

// The app's JavaScript loads once the page has painted and the browser is idle (issue
// 21; first the visitor's first interaction, issue 12): every page is complete as
// server-rendered HTML and every form works without a script, and nothing the app
// fetches competes with the first paint or the largest image.
//
// On the server, React Router's <Scripts> (module preloads, the router context and the
// module that hydrates) is rendered inside a <template>, where the browser neither
// runs it; the router's data scripts that follow it are moved in with it, and its module
// preloads hidden from the preload scanner (app/.server/document/script-deferral.ts). After the
// page's load event, when the browser is idle (or at once on a first pointerdown, key,
// touch or focus), the boot script copies them out in order, and the page hydrates. In
// the browser the template is rendered empty: its parsed content is not part of the DOM
// that React hydrates.
//
// A visitor who acts before the app has hydrated loses nothing (issue 21): the menus
// work natively (a popover, CSS), links navigate, and what needs the app is held and
// replayed once it has hydrated (the root calls window.__mgHydrated): a submitted form
// is submitted again (it shows aria-busy meanwhile, and is sent natively if the app never
// arrives), a pressed script button (type="button") is pressed again, and a control
// changed before hydration tells the app (a file chosen, a select, a word typed).

export const APP_SCRIPTS_ID = "mg-app-scripts";

/** The first interactions that load the app at once: a press, a key, a touch or a focus. */
const START_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"];

/** How long after the load event the app waits for an idle moment at most. */
const IDLE_TIMEOUT_MS = 300;
/** The latest the app starts, counted from the end of the document (a slow image must not hold it). */
const START_AT_LATEST_MS = 2500;
/** A form held for the app is sent natively if the app has not hydrated by then. */
const HOLD_AT_MOST_MS = 10_000;

const BOOT = `(function () {
  var template = document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)});
  var nonce = document.currentScript ? document.currentScript.nonce : "";
  var events = ${JSON.stringify(START_EVENTS)};
  var hydrated = false;
  var actions = [];
  var changed = [];
  var passThrough = null;
  function copyOut(node) {
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
  }
  // The shared chunks are run one per task, in order, before the router's scripts: one
  // long task of evaluating every library at once would hold a press for its length.
  function runInTurn(urls, done) {
    if (!urls.length) return done();
    import(urls[0]).then(function () {
      setTimeout(function () { runInTurn(urls.slice(1), done); }, 0);
    }, done);
  }
  function start() {
    if (!template) return;
    var nodes = Array.prototype.slice.call(template.content.children);
    template = null;
    events.forEach(function (type) { removeEventListener(type, start, true); });
    var links = nodes.filter(function (node) { return node.localName === "link"; });
    links.forEach(copyOut);
    var early = ${JSON.stringify(EARLY_CHUNKS)}.map(function (name) {
      var pattern = new RegExp("/assets/" + name + "-[A-Za-z0-9_-]+[.]js$");
      var link = links.filter(function (node) { return pattern.test(node.getAttribute("href") || ""); })[0];
      return link && link.getAttribute("href");
    }).filter(Boolean);
    runInTurn(early, function () {
      nodes.filter(function (node) { return node.localName !== "link"; }).forEach(copyOut);
    });
  }
  function whenIdle() {
    if (window.requestIdleCallback) requestIdleCallback(start, { timeout: ${IDLE_TIMEOUT_MS} });
    else setTimeout(start, 0);
  }
  events.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
  setTimeout(start, ${START_AT_LATEST_MS});

  // Before hydration: hold what needs the app, remember what changed.
  addEventListener("submit", function (event) {
    var form = event.target;
    if (hydrated || form === passThrough || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (form.getAttribute("aria-busy") === "true") return;
    form.setAttribute("aria-busy", "true");
    var action = { kind: "submit", form: form, submitter: event.submitter };
    actions.push(action);
    action.timer = setTimeout(function () {
      if (hydrated) return;
      actions.splice(actions.indexOf(action), 1);
      form.removeAttribute("aria-busy");
      passThrough = form;
      form.requestSubmit(action.submitter && action.submitter.form === form ? action.submitter : null);
      passThrough = null;
    }, ${HOLD_AT_MOST_MS});
    start();
  }, true);
  addEventListener("click", function (event) {
    if (hydrated || !(event.target instanceof Element)) return;
    var button = event.target.closest('button[type="button"]');
    if (!button || button.hasAttribute("popovertarget")) return;
    // data-replay="keyboard": a pointer's press was answered by CSS (hover) already.
    if (button.getAttribute("data-replay") === "keyboard" && event.detail !== 0) return;
    actions.push({ kind: "click", button: button });
    start();
  }, true);
  function remember(event) {
    var target = event.target;
    if (hydrated || !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return;
    if (target.type === "hidden" || target.type === "checkbox" || target.type === "radio") return;
    if (changed.indexOf(target) === -1) changed.push(target);
    // Choosing a file is no pointerdown, key or focus: the app is wanted now.
    start();
  }
  addEventListener("input", remember, true);
  addEventListener("change", remember, true);

  function replayChange(control) {
    if (!control.isConnected) return;
    if (control instanceof HTMLSelectElement || control.type === "file") {
      control.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    // React notices a typed value only when it differs from the value it last saw:
    // show it the default through the element's own setter, then the typed value
    // through the prototype's, and announce the input.
    // The selection of a focused field is kept (the setters move the cursor to the end).
    var value = control.value;
    var proto = Object.getPrototypeOf(control);
    var setter = Object.getOwnPropertyDescriptor(proto, "value").set;
    var focused = control === document.activeElement;
    var start = focused ? control.selectionStart : null;
    var end = control.selectionEnd;
    control.value = control.defaultValue === value ? "" : control.defaultValue;
    setter.call(control, value);
    if (start !== null) control.setSelectionRange(start, end, control.selectionDirection);
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }
  window.__mgStartApp = start;
  window.__mgHydrated = function () {
    if (hydrated) return;
    hydrated = true;
    // A microtask, not a timer: after the effects of the hydrating commit, and also
    // under a test's fake clock.
    Promise.resolve().then(function () {
      changed.forEach(replayChange);
      changed = [];
      actions.forEach(function (action) {
        if (action.kind === "click") {
          if (action.button.isConnected && !action.button.disabled) action.button.click();
          return;
        }
        clearTimeout(action.timer);
        action.form.removeAttribute("aria-busy");
        if (!action.form.isConnected) return;
        var submitter = action.submitter && action.submitter.form === action.form ? action.submitter : null;
        action.form.requestSubmit(submitter);
      });
      actions = [];
    });
  };
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
