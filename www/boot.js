// The first script: `window.nimlab.ready` exists before anything loads, and
// resolves once the solver is on `window` and `window.nimlab`.
(function () {
  // ?embed=1 (an iframe of the single game): hide the playground before it paints.
  if (new URLSearchParams(location.search).get('embed') === '1') document.documentElement.classList.add('embed');
  const nimlab = (window.nimlab = window.nimlab || {});
  nimlab.ready = new Promise(function (resolve, reject) {
    nimlab.__settle = { resolve: resolve, reject: reject };
  });
})();
