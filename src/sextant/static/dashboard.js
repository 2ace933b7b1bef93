// The operator dashboard's charts (Chart.js, served from the package). Data: #dashboard-data.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("dashboard-data").textContent);
  Chart.defaults.animation = false;
  Chart.defaults.responsive = false;
  var colors = ["#2563eb", "#16a34a", "#dc2626", "#9333ea", "#ea580c", "#0891b2"];

  function chart(id, config) {
    var canvas = document.getElementById(id);
    if (canvas) { new Chart(canvas, config); }
  }

  function bars(labels, datasets, options) {
    return { type: "bar", data: { labels: labels, datasets: datasets },
             options: Object.assign({ plugins: { legend: { display: datasets.length > 1 } } },
                                    options || {}) };
  }

  var day = data.revenue_by_day;
  chart("revenue-day", bars(day.map(function (r) { return r.day; }),
    [{ label: "revenue (USD)", data: day.map(function (r) { return r.usd; }),
       backgroundColor: colors[0] }]));

  var ep = data.revenue_by_endpoint;
  chart("revenue-endpoint", bars(ep.map(function (r) { return r.endpoint; }),
    [{ label: "revenue (USD)", data: ep.map(function (r) { return r.usd; }),
       backgroundColor: colors[1] }], { indexAxis: "y" }));

  var routes = data.routes;
  var names = routes.map(function (r) { return r.route; });
  chart("calls", bars(names, [
    { label: "calls", data: routes.map(function (r) { return r.calls; }),
      backgroundColor: colors[0], yAxisID: "y" },
    { label: "5xx rate (%)", type: "line", data: routes.map(function (r) { return r.error_pct; }),
      borderColor: colors[2], backgroundColor: colors[2], yAxisID: "pct" }
  ], { scales: { y: { beginAtZero: true },
                 pct: { position: "right", beginAtZero: true, suggestedMax: 5,
                        grid: { drawOnChartArea: false } } } }));

  chart("latency", bars(names, ["p50", "p90", "p99"].map(function (p, i) {
    return { label: p + " (ms)", data: routes.map(function (r) { return r.percentiles_ms[p]; }),
             backgroundColor: colors[i + 3] };
  }), { scales: { y: { type: "logarithmic" } } }));

  var up = data.upstreams;
  chart("upstreams", bars(up.map(function (u) { return u.upstream; }), [
    { label: "ok", data: up.map(function (u) { return u.calls - u.errors; }),
      backgroundColor: colors[1] },
    { label: "failed", data: up.map(function (u) { return u.errors; }),
      backgroundColor: colors[2] }
  ], { scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } } }));

  document.body.setAttribute("data-charts", "drawn");
})();
