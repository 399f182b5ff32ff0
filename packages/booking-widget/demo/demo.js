// The demo picks the first partner restaurant (or ?restaurant=<id>) and pastes the snippet as a
// restaurant would: <script src="/widget.js" data-restaurant="<id>" async>.
(() => {
  var params = new URLSearchParams(location.search);
  function embed(id) {
    var hint = document.getElementById("hint");
    hint.textContent =
      'Eingebettet mit: <script src="' +
      location.origin +
      '/widget.js" data-restaurant="' +
      id +
      '" async></script>';
    var script = document.createElement("script");
    script.src = "/widget.js";
    script.async = true;
    script.dataset.restaurant = id;
    if (params.get("lang")) script.dataset.lang = params.get("lang");
    if (params.get("mode")) script.dataset.mode = params.get("mode");
    document.getElementById("slot").appendChild(script);
  }
  var id = params.get("restaurant");
  if (id) return embed(id);
  fetch("/api/restaurants")
    .then((response) => response.json())
    .then((body) => {
      var list = body.data || body.restaurants || [];
      if (list[0]) embed(list[0]._id || list[0].id);
      else document.getElementById("hint").textContent = "Keine Restaurants gefunden.";
    })
    .catch(() => {
      document.getElementById("hint").textContent = "Die API ist nicht erreichbar.";
    });
})();
