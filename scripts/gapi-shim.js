// A minimal offline stand-in for https://apis.google.com/js/api.js (gapi.iframes only): enough for
// Firebase Auth's signInWithPopup against the Auth emulator. Loaded by the page only in emulator
// mode (the SDK skips Google's script when window.gapi.iframes.Iframe exists; the server serves it
// then: server/routes/gapi-shim.ts) and served by scripts/fb-offline-patch.cjs to the emulator's own
// helper iframe. Never part of a build, never used with real Firebase.
(() => {
  const TAG = '__gapiShim';
  const handlers = {};
  const queued = {};
  const pending = {};
  let seq = 0;

  function makeChannel(targetWin) {
    return {
      register(name, fn) {
        handlers[name] = fn;
        for (const m of queued[name] || []) deliver(m);
        delete queued[name];
      },
      send(name, data, cb) {
        const id = ++seq;
        pending[id] = cb;
        targetWin().postMessage({ tag: TAG, kind: 'req', name, data, id }, '*');
      },
      restyle: () => Promise.resolve(),
    };
  }

  function deliver(m) {
    const fn = handlers[m.msg.name];
    if (!fn) {
      queued[m.msg.name] = queued[m.msg.name] || [];
      queued[m.msg.name].push(m);
      return;
    }
    const res = fn(m.msg.data);
    m.source.postMessage({ tag: TAG, kind: 'res', id: m.msg.id, result: [res] }, '*');
  }

  const readyCbs = [];
  let childReady = false;
  window.addEventListener('message', (e) => {
    const msg = e.data;
    if (!msg || msg.tag !== TAG) return;
    if (msg.kind === 'ready') {
      childReady = true;
      for (const f of readyCbs.splice(0)) f();
    } else if (msg.kind === 'req') {
      deliver({ msg, source: e.source });
    } else if (msg.kind === 'res') {
      const cb = pending[msg.id];
      delete pending[msg.id];
      cb?.(msg.result);
    }
  });

  // biome-ignore lint/correctness/noComponentHookFactories: gapi's API name, not a React component
  function Iframe() {}
  const context = {
    open(opts, cb) {
      const el = document.createElement('iframe');
      const style = opts.attributes?.style || {};
      for (const k of Object.keys(style)) el.style[k] = style[k];
      el.setAttribute('aria-hidden', 'true');
      el.src = opts.url;
      (opts.where || document.body).appendChild(el);
      const ch = makeChannel(() => el.contentWindow);
      ch.ping = (f) =>
        new Promise((res) => {
          const go = () => {
            f?.();
            res();
          };
          if (childReady) go();
          else readyCbs.push(go);
        });
      Iframe.instance = ch;
      return Promise.resolve(cb ? cb(ch) : ch);
    },
    getParentIframe: () => makeChannel(() => window.parent),
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    Iframe,
    // biome-ignore lint/correctness/noComponentHookFactories: gapi's API name, not a React component
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    getContext: () => context,
  };
  window.gapi.load = (_mod, o) => {
    setTimeout(() => (typeof o === 'function' ? o : o.callback)(), 0);
  };
  if (window.parent !== window) window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');

  const src = document.currentScript?.src || '';
  const onload = /[?&]onload=([^&]+)/.exec(src);
  setTimeout(() => {
    if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
