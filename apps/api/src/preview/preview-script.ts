/**
 * The script the preview origin injects into every page of a build. It runs inside generated code
 * (untrusted, any framework), so it is plain ES2017 with no dependencies, wrapped in one function
 * scope, and never throws into the page. It talks to the app that embeds the preview:
 *
 * out (to window.parent)
 *   { type: 'IFRAME_URL_CHANGED', url }                       on load and every client-side navigation
 *   { type: 'PREVIEW_ERROR', message, source, line, column, stack }   uncaught errors, failed loads
 *   { type: 'ELEMENT_SELECTED', selector, text, tag }         the element picked in select mode
 *   { type: 'ELEMENT_SELECTION_CANCELLED' }                   select mode left with Escape
 * in (only from the app's origin)
 *   { type: 'ATELIER_SELECT_MODE', enabled: boolean }
 *
 * Navigation messages go to any parent ('*'): they carry only the preview's own public address.
 * Errors and element details go only to the app's origin: the parent's, when it is one of the app's
 * origins (nothing when the parent is foreign), or each of them when the browser does not say.
 */

const SOURCE = `(function () {
  'use strict';
  var APP_ORIGINS = __APP_ORIGINS__;
  var parent = window.parent;
  if (!parent || parent === window) return;

  function post(message, origin) {
    try { parent.postMessage(message, origin); } catch (e) { /* the parent went away */ }
  }
  // The embedding page's origin, when the browser tells: posting to a loopback alias that is not the
  // parent's makes the browser log a mismatch on every message.
  function parentOrigins() {
    var found = [];
    try {
      if (location.ancestorOrigins && location.ancestorOrigins.length) found.push(location.ancestorOrigins[0]);
    } catch (e) { /* not supported */ }
    try { if (document.referrer) found.push(new URL(document.referrer).origin); } catch (e) { /* no referrer */ }
    return found;
  }
  var known = parentOrigins();
  var targets = known.length
    ? known.filter(function (origin) { return APP_ORIGINS.indexOf(origin) !== -1; }).slice(0, 1)
    : APP_ORIGINS;
  function toApp(message) {
    for (var i = 0; i < targets.length; i++) post(message, targets[i]);
  }

  // 1. Navigation.
  var lastUrl = null;
  function reportUrl() {
    var url = location.href;
    if (url === lastUrl) return;
    lastUrl = url;
    post({ type: 'IFRAME_URL_CHANGED', url: url }, '*');
  }
  ['pushState', 'replaceState'].forEach(function (name) {
    var original = history[name];
    if (typeof original !== 'function') return;
    history[name] = function () {
      var result = original.apply(this, arguments);
      reportUrl();
      return result;
    };
  });
  window.addEventListener('popstate', reportUrl);
  window.addEventListener('hashchange', reportUrl);
  reportUrl();

  // 2. Errors, at most 50 distinct ones a page, so a render loop cannot flood the app.
  var seen = {};
  var errorCount = 0;
  function str(value) { return value == null ? '' : String(value); }
  function reportError(message, source, line, column, stack) {
    var key = message + '|' + source + '|' + line + '|' + column;
    if (seen[key] || errorCount >= 50) return;
    seen[key] = true;
    errorCount++;
    toApp({
      type: 'PREVIEW_ERROR',
      message: str(message).slice(0, 2000),
      source: str(source),
      line: Number(line) || 0,
      column: Number(column) || 0,
      stack: str(stack).slice(0, 4000)
    });
  }
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.nodeType === 1) {
      // A resource failed to load (these events do not bubble, hence the capture phase).
      var tag = target.localName;
      if (tag !== 'script' && tag !== 'link') return;
      var url = target.src || target.href || '';
      reportError('Failed to load ' + (tag === 'script' ? 'script' : 'resource') + ': ' + url, url, 0, 0, '');
      return;
    }
    var error = event.error;
    reportError(
      event.message || (error && error.message) || 'Error',
      event.filename, event.lineno, event.colno, error && error.stack
    );
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    var message = reason && reason.message ? reason.message : str(reason);
    reportError('Unhandled promise rejection: ' + message, '', 0, 0, reason && reason.stack);
  });

  // 3. Element selection.
  var selecting = false;
  var selectOrigin = null;
  var overlay = null;
  var previousCursor = '';

  function cssEscape(value) {
    return window.CSS && CSS.escape ? CSS.escape(value) : value.replace(/[^a-zA-Z0-9_-]/g, '\\\\$&');
  }
  function selectorFor(element) {
    var parts = [];
    var node = element;
    while (node && node.nodeType === 1 && node !== document.body && node !== document.documentElement) {
      if (node.id) {
        var byId = '#' + cssEscape(node.id);
        if (document.querySelectorAll(byId).length === 1) { parts.unshift(byId); return parts.join(' > '); }
      }
      var tag = node.localName;
      var part = tag;
      var parentNode = node.parentElement;
      if (parentNode) {
        var sameTag = 0;
        var index = 0;
        for (var child = parentNode.firstElementChild; child; child = child.nextElementSibling) {
          if (child.localName === tag) { sameTag++; if (child === node) index = sameTag; }
        }
        if (sameTag > 1) part += ':nth-of-type(' + index + ')';
      }
      parts.unshift(part);
      node = parentNode;
    }
    parts.unshift(node === document.documentElement ? 'html' : 'body');
    return parts.join(' > ');
  }
  function textOf(element) {
    var text = element.innerText || element.textContent || element.getAttribute('aria-label') ||
      element.getAttribute('placeholder') || element.getAttribute('alt') || element.value || '';
    return String(text).replace(/\\s+/g, ' ').trim().slice(0, 200);
  }
  function highlight(element) {
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.setAttribute('data-atelier-overlay', '');
      overlay.style.cssText = 'position:fixed;pointer-events:none;z-index:2147483647;box-sizing:border-box;' +
        'border:2px solid #6366f1;background:rgba(99,102,241,0.12);border-radius:3px;transition:all 60ms ease-out;';
      document.documentElement.appendChild(overlay);
    }
    var box = element.getBoundingClientRect();
    overlay.style.left = box.left + 'px';
    overlay.style.top = box.top + 'px';
    overlay.style.width = box.width + 'px';
    overlay.style.height = box.height + 'px';
    overlay.style.display = 'block';
  }
  function onMove(event) {
    if (event.target && event.target.nodeType === 1) highlight(event.target);
  }
  function swallow(event) {
    event.preventDefault();
    event.stopPropagation();
    event.stopImmediatePropagation();
  }
  function onClick(event) {
    swallow(event);
    var element = event.target;
    if (!element || element.nodeType !== 1) return;
    var origin = selectOrigin;
    stopSelecting();
    post({ type: 'ELEMENT_SELECTED', selector: selectorFor(element), text: textOf(element), tag: element.localName }, origin);
  }
  function onKey(event) {
    if (event.key !== 'Escape') return;
    swallow(event);
    var origin = selectOrigin;
    stopSelecting();
    post({ type: 'ELEMENT_SELECTION_CANCELLED' }, origin);
  }
  var swallowed = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'dblclick', 'contextmenu', 'auxclick'];
  function startSelecting(origin) {
    selectOrigin = origin;
    if (selecting) return;
    selecting = true;
    window.addEventListener('mousemove', onMove, true);
    window.addEventListener('click', onClick, true);
    window.addEventListener('keydown', onKey, true);
    swallowed.forEach(function (type) { window.addEventListener(type, swallow, true); });
    previousCursor = document.documentElement.style.cursor;
    document.documentElement.style.cursor = 'crosshair';
  }
  function stopSelecting() {
    if (!selecting) return;
    selecting = false;
    selectOrigin = null;
    window.removeEventListener('mousemove', onMove, true);
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKey, true);
    swallowed.forEach(function (type) { window.removeEventListener(type, swallow, true); });
    document.documentElement.style.cursor = previousCursor;
    if (overlay && overlay.parentNode) overlay.parentNode.removeChild(overlay);
    overlay = null;
  }
  window.addEventListener('message', function (event) {
    if (event.source !== parent || APP_ORIGINS.indexOf(event.origin) === -1) return;
    var data = event.data;
    if (!data || data.type !== 'ATELIER_SELECT_MODE') return;
    if (data.enabled === true) startSelecting(event.origin);
    else stopSelecting();
  });
})();`;

/** Served without indentation; line breaks stay, so the code means the same. */
const COMPACT = SOURCE.replace(/\n\s+/g, '\n');

/** The injected script's source, accepting select-mode requests only from the given app origins. */
export function previewScript(appOrigins: readonly string[]): string {
  // JSON is valid JS; `<` is escaped so the value can never close the surrounding <script> element.
  const origins = JSON.stringify(appOrigins).replace(/</g, '\\u003c');
  return COMPACT.replace('__APP_ORIGINS__', origins);
}
