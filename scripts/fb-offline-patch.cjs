// Preload (`node -r`) for firebase-tools 15.34.2 (pinned: this reaches into its internals).
// Lets the Emulator Suite run here with no internet and no Java:
// - the Storage emulator's rules engine is a downloaded Java jar: stub it, rules become allow-all
//   locally (the server re-checks every file URL, so the app never relies on local rules);
// - the Auth emulator's helper iframe loads https://apis.google.com/js/api.js: serve our local
//   gapi shim (scripts/gapi-shim.js, or FB_GAPI_SHIM) instead.
const fs = require('node:fs');
const path = require('node:path');

const base = path.dirname(require.resolve('firebase-tools/package.json'));
const rt = require(path.join(base, 'lib/emulator/storage/rules/runtime.js'));
const dl = require(path.join(base, 'lib/emulator/downloadableEmulators.js'));

const allowAll = {
  rulesVersion: 2,
  verify: async () => ({ permitted: true, issues: new rt.StorageRulesIssues() }),
  unload() {},
};
rt.StorageRulesRuntime.prototype.start = async function start() {
  this._alive = false;
};
rt.StorageRulesRuntime.prototype.stop = async () => {};
rt.StorageRulesRuntime.prototype.loadRuleset = async () => ({
  issues: new rt.StorageRulesIssues(),
  ruleset: allowAll,
});
const origRequiresJava = dl.requiresJava;
dl.requiresJava = (e) => (e === 'storage' ? false : origRequiresJava(e));
if (!process.env.FB_PATCH_QUIET) {
  console.error('[fb-offline-patch] storage rules runtime stubbed (allow-all), no Java needed');
}

const shimPath = process.env.FB_GAPI_SHIM || path.join(__dirname, 'gapi-shim.js');
const shimJs = fs.readFileSync(shimPath, 'utf8');
const apiJsTag = '<script src="https://apis.google.com/js/api.js"></script>';
const handlers = require(path.join(base, 'lib/emulator/auth/handlers.js'));
const origRegister = handlers.registerHandlers;
handlers.registerHandlers = function registerHandlers(app, ...rest) {
  app.get('/__offline/gapi-shim.js', (_req, res) => {
    res.set('Content-Type', 'text/javascript');
    res.end(shimJs);
  });
  app.use('/emulator/auth/iframe', (_req, res, next) => {
    const end = res.end.bind(res);
    res.end = (body, ...a) =>
      end(
        typeof body === 'string'
          ? body.replace(apiJsTag, '<script src="/__offline/gapi-shim.js"></script>')
          : body,
        ...a,
      );
    next();
  });
  return origRegister.call(this, app, ...rest);
};

// Downloads (`?alt=media`) answer cross-origin requests as the real bucket does with the CORS
// setting in storage-cors.json (docs/operations.md): only a listed origin, or the loopback origins a
// local run serves the app from, gets Access-Control-Allow-Origin. The emulator itself would admit
// any origin, and the offline résumés (which the page fetches) would then pass here and fail live.
const corsPath = require.resolve('cors', { paths: [path.join(base, 'lib/emulator/storage')] });
const cors = require(corsPath);
const bucketRules = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'storage-cors.json'), 'utf8'));
const loopback = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;
function bucketCors(req, res, next) {
  const origin = req.headers.origin;
  const method = req.method === 'OPTIONS' ? req.headers['access-control-request-method'] : req.method;
  const rule = bucketRules.find(
    (r) =>
      r.method.includes(method) &&
      (r.origin.includes(origin) || r.origin.includes('*') || loopback.test(origin)),
  );
  res.setHeader('Vary', 'Origin');
  if (origin && rule) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', rule.responseHeader.join(', '));
  }
  if (req.method !== 'OPTIONS') return next();
  if (origin && rule) {
    res.setHeader('Access-Control-Allow-Methods', rule.method.join(', '));
    res.setHeader('Access-Control-Max-Age', String(rule.maxAgeSeconds));
  }
  res.statusCode = 204;
  res.end();
}
const isDownload = (req) => /[?&]alt=media(&|$)/.test(req.url ?? '');
require.cache[corsPath].exports = function storageCors(options) {
  const emulatorCors = cors(options);
  // Only the Storage emulator passes these upload headers; the Auth emulator keeps its own policy.
  if (!options?.exposedHeaders?.includes('x-goog-upload-url')) return emulatorCors;
  return (req, res, next) => (isDownload(req) ? bucketCors(req, res, next) : emulatorCors(req, res, next));
};
