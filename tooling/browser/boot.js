// boot.js: how a server-rendered page starts its app (scripts/compose.mjs puts it where the page's
// <script defer src="main.js"> was). The page is already readable when it arrives, so the app's
// scripts wait until the browser has painted it: their download and evaluation no longer compete
// with the fonts and the first paint for a phone's network and CPU (issue 13). Hydration then runs
// as on any visit. Plain ES5 and no dependencies, because it runs before anything else; copied into
// every app's dist as /boot.js by tooling/webpack/federation.cjs.
(function () {
  var script = document.currentScript;
  var main = (script && script.getAttribute('data-main')) || 'main.js';
  var started = false;

  function start() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.src = main;
    document.body.appendChild(app);
  }

  // A frame is painted between a requestAnimationFrame callback and the task after it.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  // The first screen's fonts are preloaded (font-display: optional): the page paints once they are
  // in or given up on. A background tab paints nothing, so a timer starts the app there too.
  var fonts = document.fonts && document.fonts.ready;
  if (fonts && typeof fonts.then === 'function') fonts.then(afterNextPaint, afterNextPaint);
  else afterNextPaint();
  setTimeout(start, 3000);
})();
