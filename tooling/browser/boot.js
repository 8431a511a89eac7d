// boot.js: how a server-rendered page starts its app (scripts/compose.mjs puts it where the page's
// <script defer src="main.js"> was). The page is already readable when it arrives, so the app's
// scripts wait until the browser has painted it: their download and evaluation no longer compete
// with the fonts and the first paint for a phone's network and CPU. Hydration then runs
// as on any visit. Plain ES5 and no dependencies, because it runs before anything else; copied into
// every app's dist as /boot.js by tooling/webpack/federation.cjs.
(function () {
  var script = document.currentScript;
  // The app's scripts, space-separated, in the order they run (today: main.js alone).
  var sources = ((script && script.getAttribute('data-main')) || 'main.js').split(' ');
  var started = false;

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i++) {
      var app = document.createElement('script');
      app.src = sources[i];
      app.async = false; // inserted scripts run in insertion order
      document.body.appendChild(app);
    }
  }

  // Where the browser reports paints: once the page's first contentful paint is recorded.
  var Observer = window.PerformanceObserver;
  var types = Observer && Observer.supportedEntryTypes;
  if (types && types.indexOf('paint') !== -1) {
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // Elsewhere: once the preloaded fonts are settled (font-display: optional) and a frame has been
    // painted (which happens between a requestAnimationFrame callback and the task after it).
    var afterNextPaint = function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    };
    var fonts = document.fonts && document.fonts.ready;
    if (fonts && typeof fonts.then === 'function') fonts.then(afterNextPaint, afterNextPaint);
    else afterNextPaint();
  }
  // A background tab paints nothing: a timer starts the app there too.
  setTimeout(start, 3000);
})();
