// The host page's only start-up script (PaintFirstPlugin): it fetches the start-up's code once
// the server-rendered page has painted, and runs the app's entry (its `data-entry`) once its
// first screen, pictures included, is on the screen. A deferred entry would run as soon as it is here, which over a fast or
// warm connection is before the first paint: the start-up's long tasks then hold the page back.
(function () {
  'use strict';

  /** Longest the app waits for the page to load and paint: an image that never arrives holds nothing back. */
  var START_AT_THE_LATEST_MS = 3000;
  /** Longest the app waits for the decoded pictures to be presented when the browser does not say (no LCP entries). */
  var PRESENTED_WITHIN_MS = 100;
  /** The pause before the entry is asked for again after it failed to load. */
  var RETRY_AFTER_MS = 1000;

  var tag = document.querySelector('script[data-entry]');
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    try {
      fetchStartCode();
    } catch {
      // The entry then finds its files itself, one after another.
    }
    runEntry(true);
  }

  // At the page's first paint (its first largest-paint entry, often its text) or the load event,
  // whichever comes first: the code then downloads while the page settles before its start. A
  // browser that reports no largest paint fetches it at once, as the page's links did before.
  function fetchStartCodeOnFirstPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') < 0) return fetchStartCode();
    window.addEventListener('load', fetchStartCode, { once: true });
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      fetchStartCode();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }

  // The start-up's files, held in the page as preload links not yet live (PaintFirstPlugin, the
  // API's remote files): fetched together, not one after another as the entry finds them, and
  // not before the page's first paint, where Lighthouse put them all on the largest paint's path.
  function fetchStartCode() {
    Array.prototype.forEach.call(document.querySelectorAll('template[data-start-code]'), function (template) {
      document.head.appendChild(template.content);
    });
  }

  // Chromium answers the first request for a URL whose preload failed with that failure, without
  // asking the network: a blip while the page loaded would otherwise leave it without its app.
  function runEntry(retryOnError) {
    var script = document.createElement('script');
    script.src = entry;
    if (retryOnError) {
      script.addEventListener('error', function () {
        script.remove();
        setTimeout(runEntry, RETRY_AFTER_MS, false);
      });
    }
    document.body.appendChild(script);
  }

  function onFirstScreen(image) {
    var box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  }

  function firstScreenDecoded() {
    var images = Array.prototype.filter.call(document.images, onFirstScreen);
    return Promise.all(
      images.map(function (image) {
        return image.decode ? image.decode().catch(function () {}) : null;
      }),
    );
  }

  // The browser paints a decoded picture in a later frame, and presents a frame a while after it
  // is drawn: the next largest-paint entry says it is on the screen (else a frame and a moment).
  function presented(since) {
    return new Promise(function (resolve) {
      setTimeout(resolve, PRESENTED_WITHIN_MS);
      var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
      if (types.indexOf('largest-contentful-paint') < 0) return;
      var observer = new PerformanceObserver(function (list) {
        var entries = list.getEntries();
        if (entries[entries.length - 1].startTime >= since) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    });
  }

  function startWhenPainted() {
    firstScreenDecoded()
      .then(function () {
        return presented(performance.now());
      })
      .then(function () {
        setTimeout(start, 0);
      });
  }

  // A page the server did not render (the back-office, the windows pages) has nothing to show
  // before its app, and one opened in the background paints nothing until shown: both start at once.
  if (!document.querySelector('[data-awaiting-app]') || document.visibilityState === 'hidden') return start();
  setTimeout(start, START_AT_THE_LATEST_MS);
  fetchStartCodeOnFirstPaint();
  if (document.readyState === 'complete') startWhenPainted();
  else window.addEventListener('load', startWhenPainted, { once: true });
})();
