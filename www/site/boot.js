// The first script: `window.nimlab.ready` exists before anything loads, and
// resolves once the solver is on `window` and `window.nimlab` (site/ready.js
// settles it). Opened from file://, the browser refuses the modules: say how
// to serve the page instead.
(function () {
  var query = new URLSearchParams(location.search);
  // ?embed=1 (an iframe of the single game): hide the playground before it paints.
  if (query.get('embed') === '1') document.documentElement.classList.add('embed');
  // The solver's wasm, fetched at once: the full engine's for a link to a
  // take-and-break game or a sum (solver/engine.js), else the base engine's.
  var preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'fetch';
  preload.type = 'application/wasm';
  preload.crossOrigin = 'anonymous';
  preload.href = /"game"\s*:\s*"(octal|grundy|sum)"/.test(query.get('state') || '') ? 'www/pkg/nimlab_bg.wasm' : 'www/pkg/base/nimlab_bg.wasm';
  document.head.appendChild(preload);
  var nimlab = (window.nimlab = window.nimlab || {});
  nimlab.ready = new Promise(function (resolve, reject) {
    nimlab.__settle = { resolve: resolve, reject: reject };
  });
  if (location.protocol !== 'file:') return;
  var tag = (query.get('lang') || (navigator.languages || [])[0] || '').toLowerCase();
  var chinese = tag === 'zh' || tag.indexOf('zh-') === 0;
  var text = !chinese
    ? 'nimlab cannot run from a file opened directly (file://): the browser refuses to load its modules and WebAssembly from disk. In the nimlab folder run `npm start` and open http://localhost:8080, or serve the folder with any static web server (for example `python3 -m http.server`).'
    : /hant|tw|hk|mo/.test(tag)
      ? 'nimlab 無法直接從檔案（file://）開啟：瀏覽器不允許從磁碟載入它的模組和 WebAssembly。請在 nimlab 資料夾執行 `npm start`，再開啟 http://localhost:8080；或用任何靜態網頁伺服器提供這個資料夾（例如 `python3 -m http.server`）。'
      : 'nimlab 无法直接从文件（file://）打开：浏览器不允许从磁盘加载它的模块和 WebAssembly。请在 nimlab 文件夹运行 `npm start`，再打开 http://localhost:8080；或用任何静态网页服务器提供这个文件夹（例如 `python3 -m http.server`）。';
  nimlab.ready.catch(function () {});
  document.addEventListener('DOMContentLoaded', function () {
    var notice = document.getElementById('notice');
    notice.textContent = text;
    notice.hidden = false;
    document.documentElement.lang = !chinese ? 'en' : /hant|tw|hk|mo/.test(tag) ? 'zh-Hant' : 'zh-Hans';
    nimlab.__settle.reject(Object.assign(new Error(text), { code: 'file-protocol' }));
  });
})();
