// The first script: `window.nimlab.ready` exists before anything loads, and
// resolves once the solver is on `window` and `window.nimlab`.
(function () {
  const nimlab = (window.nimlab = window.nimlab || {});
  nimlab.ready = new Promise(function (resolve, reject) {
    nimlab.__settle = { resolve: resolve, reject: reject };
  });
})();
