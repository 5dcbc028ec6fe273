// Studio Portal page-view tracker: no cookies, no storage, no dependencies.
// <script defer data-site="example.com" src="https://portal.example/js/track.js"></script>
(function () {
  var script = document.currentScript;
  var site = script && script.getAttribute('data-site');
  if (!site || !script.src) return;
  var endpoint = new URL(script.src).origin + '/api/collect';
  var current = null;
  var shownAt = Date.now();

  function send(event, duration) {
    var body = JSON.stringify({ site: site, url: location.href, referrer: document.referrer || undefined, event: event, duration: duration });
    // text/plain: a simple request, so no CORS preflight.
    if (navigator.sendBeacon) navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
    else fetch(endpoint, { method: 'POST', body: body, keepalive: true, headers: { 'content-type': 'text/plain' } });
  }

  function view() {
    if (current === location.href) return;
    current = location.href;
    shownAt = Date.now();
    send('pageview');
  }

  function leave() {
    if (current) send('leave', Date.now() - shownAt);
  }

  // Client-side navigation (history API) counts as a page view too.
  var pushState = history.pushState;
  history.pushState = function () {
    leave();
    pushState.apply(this, arguments);
    view();
  };
  addEventListener('popstate', function () {
    leave();
    view();
  });
  addEventListener('pagehide', leave);
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', view);
  else view();
})();
