/**
 * Optional inline script of the report page: filters the clause matrix by outcome and text, and opens collapsed
 * sections when a link points into them. The page is complete without it; the filter bar stays hidden until the script
 * shows it.
 */
export const filterScript = `
(function () {
  var bar = document.getElementById('filters');
  if (!bar) return;
  bar.hidden = false;
  var boxes = bar.querySelectorAll('input[type=checkbox]');
  var search = bar.querySelector('input[type=search]');
  var count = document.getElementById('filter-count');
  function apply() {
    var shown = {};
    boxes.forEach(function (b) { shown[b.value] = b.checked; });
    var query = (search.value || '').trim().toLowerCase();
    var visible = 0;
    document.querySelectorAll('section.part').forEach(function (part) {
      var inPart = 0;
      part.querySelectorAll('tr[data-outcome]').forEach(function (row) {
        var show = shown[row.getAttribute('data-outcome')] && (!query || row.textContent.toLowerCase().indexOf(query) !== -1);
        row.hidden = !show;
        if (show) inPart += 1;
      });
      part.hidden = inPart === 0;
      visible += inPart;
    });
    if (count) count.textContent = visible + ' clauses shown';
  }
  boxes.forEach(function (b) { b.addEventListener('change', apply); });
  search.addEventListener('input', apply);
  function reveal() {
    var id = decodeURIComponent(location.hash.slice(1));
    var el = id && document.getElementById(id);
    for (var node = el; node; node = node.parentElement) if (node.tagName === 'DETAILS') node.open = true;
    if (el) el.scrollIntoView();
  }
  window.addEventListener('hashchange', reveal);
  reveal();
  apply();
})();
`;
